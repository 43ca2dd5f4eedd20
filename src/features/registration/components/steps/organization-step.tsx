/**
 * Select your organization (skippable). The Join confirm dialog only records the choice on this screen and nothing is saved, so the step
 * may as well be skipped. The list needs the network; offline the step says so.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { generalError } from '../../../account/form-alert';
import { type GroupItem as OrganizationItem, useGroupsOfType } from '../../../lookups/groups';
import { useIsOnline } from '../../../sync/queries';

export function OrganizationStep() {
  const isOnline = useIsOnline();
  const read = useGroupsOfType('organization');
  const organizations = read.data;
  const failure = read.status === 'failed' ? (generalError(read.errors) ?? MESSAGES.couldNotComplete) : undefined;
  const [asked, setAsked] = useState<OrganizationItem | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (!isOnline && !organizations) return <p>{MESSAGES.youAreOffline}</p>;
  if (failure) return <p role="alert">{failure}</p>;
  if (!organizations) return <p role="status">Loading organizations…</p>;
  return (
    <>
      <ul aria-label="Organizations" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {organizations.map((org) => (
          <li
            key={org.id}
            className={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '2',
              p: '3',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'lg',
            })}
          >
            <span className={css({ fontWeight: 'medium', minW: '0', overflowWrap: 'anywhere' })}>{org.name}</span>
            {chosenId === org.id ? (
              <Badge tone="brand">Selected</Badge>
            ) : (
              <Button variant="outline" size="sm" aria-label={`Join ${org.name}`} onClick={() => setAsked(org)}>
                Join
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog.Root
        open={asked !== null}
        onOpenChange={(details) => (details.open ? null : setAsked(null))}
        lazyMount
        unmountOnExit
      >
        <Dialog.Content>
          <Dialog.Title>Join {asked?.name}?</Dialog.Title>
          <Dialog.Description>You can change your organizations later from your profile.</Dialog.Description>
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="outline" onClick={() => setAsked(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setChosenId(asked?.id ?? null);
                setAsked(null);
              }}
            >
              Confirm
            </Button>
          </div>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
