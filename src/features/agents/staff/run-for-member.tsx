/**
 * Staff: 'Run for a member'. A people search (from 2 characters, 500 ms after the last key)
 * whose pick becomes the wizard's beneficiary: the run starts for that member.
 */
import { useEffect, useState } from 'react';
import type { SearchItem } from '../../../../contract/connect';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { askAfter } from '../../sync/ask-after';
import { syncClient } from '../../sync/sync-client';
import { saveWizardDraft } from '../calls';

const MIN_CHARS = 2;
const DELAY_MS = 500;

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; people: SearchItem[] }
  | { kind: 'failed'; message: string };

function usePeople(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_CHARS) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading' });
    return askAfter(
      DELAY_MS,
      () => syncClient().directory.search({ type: 'user', q, is_influencer: false, page: 1, page_size: 12 }),
      (result) => {
        if (result.kind === 'done')
          setState({ kind: 'done', people: result.items.filter((item) => item.type === 'user') });
        else setState({ kind: 'failed', message: result.kind === 'failed' ? result.message : "You're offline" });
      },
    );
  }, [query]);
  return state;
}

export function RunForMember({ slug }: { slug: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const state = usePeople(query);
  const pick = (person: SearchItem) => {
    void saveWizardDraft(slug, {
      beneficiary: { id: person.id, name: person.name, name_slug: person.slug },
      runId: null,
      stepIndex: 0,
    });
    setIsOpen(false);
    setQuery('');
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={(detail) => setIsOpen(detail.open)} lazyMount unmountOnExit>
      <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
        Run for a member
      </Button>
      <Dialog.Content>
        <Dialog.Title>Run for a member</Dialog.Title>
        <Dialog.CloseTrigger />
        <TextField label="Search people" type="search" value={query} onValueChange={setQuery} />
        {state.kind === 'loading' ? <p aria-busy="true">Searching…</p> : null}
        {state.kind === 'failed' ? <p role="status">{state.message}</p> : null}
        {state.kind === 'done' ? (
          state.people.length === 0 ? (
            <p>No people found.</p>
          ) : (
            <ul aria-label="People" className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '2' })}>
              {state.people.map((person) => (
                <li key={person.id}>
                  <Button
                    variant="ghost"
                    onClick={() => pick(person)}
                    className={css({ w: 'full', justifyContent: 'flex-start' })}
                  >
                    {person.name}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
