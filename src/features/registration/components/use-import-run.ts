import { useState } from 'react';
import { PROFILE_MESSAGES, type Profile } from '../../../../contract';
import { notify } from '../../../ui/notify';

/**
 * An import call with its busy state: success hands the imported profile on (the completion
 * card), a refusal is toasted with the server's message (spec part 1 section 4).
 */
export function useImportRun(onImported: (profile: Profile) => void) {
  const [isBusy, setBusy] = useState(false);
  async function run(call: () => Promise<Profile>): Promise<void> {
    setBusy(true);
    try {
      onImported(await call());
    } catch (failure) {
      notify({
        title: failure instanceof Error ? failure.message : PROFILE_MESSAGES.couldNotCompleteRequest,
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  }
  return { isBusy, run };
}
