/** The tail of both import panels: the busy state while the call runs, then Back and Import. */
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { OnlineSubmit } from '../../account/online-submit';
import { ImportBusy } from './import-busy';

interface ImportFooterProps {
  isBusy: boolean;
  /** What the busy state says ('Importing your resume…'). */
  busyText: string;
  onBack: () => void;
}

export function ImportFooter({ isBusy, busyText, onBack }: ImportFooterProps) {
  return (
    <>
      {isBusy ? <ImportBusy label={busyText} /> : null}
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          justifyContent: 'flex-end',
          alignItems: 'center',
        })}
      >
        <Button variant="outline" onClick={onBack} disabled={isBusy}>
          Back
        </Button>
        <OnlineSubmit label="Import" busyLabel="Importing…" isBusy={isBusy} />
      </div>
    </>
  );
}
