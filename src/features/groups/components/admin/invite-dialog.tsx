/**
 * The invite dialog (part 2 section 5): people found by search (300 ms after typing, 100 at
 * a time) chosen with checkboxes, and e-mail addresses added one by one; at least one.
 */
import { type FormEvent, useState } from 'react';
import {
  GROUP_FORM_MESSAGES,
  GROUP_MESSAGES,
  type Group,
  INVITE_SEARCH_DELAY_MS,
  INVITE_SEARCH_PAGE_SIZE,
  inviteEmailError,
  type SearchItem,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/notify';
import { TextField } from '../../../../ui/text-field';
import { OnlineSubmit } from '../../../account/online-submit';
import { callOnline } from '../../../sync/online';
import { useIsOnline } from '../../../sync/queries';
import { useDebouncedValue } from '../../../sync/use-debounced-value';
import { useInvitees } from '../../admin-queries';
import { dialogWide, errorStyle, firstError, note, row, stack } from './shared';

export function InviteButton({ group }: { group: Group }) {
  const isOnline = useIsOnline();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!isOnline} onClick={() => setOpen(true)}>
        Invite people
      </Button>
      <Dialog.Root open={isOpen} onOpenChange={(details) => setOpen(details.open)}>
        <Dialog.Content className={dialogWide}>
          <Dialog.Title>Invite people to {group.name}</Dialog.Title>
          {isOpen ? <InviteForm group={group} onSent={() => setOpen(false)} /> : null}
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

function usePeopleSearch(groupId: number, text: string) {
  const search = useDebouncedValue(text.trim(), INVITE_SEARCH_DELAY_MS);
  const read = useInvitees(groupId, text.trim() === '' ? '' : search, INVITE_SEARCH_PAGE_SIZE);
  const found: SearchItem[] = read.data?.data.filter((item) => item.type === 'user') ?? [];
  return { found: text.trim() === '' ? [] : found, isSearching: read.status === 'loading' };
}

function InviteForm({ group, onSent }: { group: Group; onSent: () => void }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [email, setEmail] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const { found, isSearching } = usePeopleSearch(group.id, text);

  function addEmail() {
    const error = inviteEmailError(email, emails);
    setEmailError(error);
    if (error) return;
    setEmails((current) => [...current, email.trim().toLowerCase()]);
    setEmail('');
    setFormError(null);
  }

  function toggle(person: SearchItem, isChecked: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      if (isChecked) next.set(person.id, person.name);
      else next.delete(person.id);
      return next;
    });
    setFormError(null);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (chosen.size === 0 && emails.length === 0) return setFormError(GROUP_FORM_MESSAGES.inviteSomeone);
    setBusy(true);
    const result = await callOnline('sendInvitations', {
      object_id: group.id,
      content_type: 'group',
      users: [...chosen.keys()],
      emails,
    });
    setBusy(false);
    if (!result.ok) {
      const reason = firstError(result.errors, GROUP_MESSAGES.couldNotSendInvitation);
      return notify({ type: 'error', title: GROUP_MESSAGES.couldNotSendInvitation, description: reason });
    }
    notify({ type: 'success', title: GROUP_MESSAGES.invitationSent });
    onSent();
  }

  return (
    <form onSubmit={(event) => void send(event)} className={stack} noValidate aria-label="Invite people">
      <TextField label="Search people" type="search" value={text} onValueChange={setText} />
      {isSearching ? <p className={note}>Searching…</p> : null}
      {found.length > 0 ? (
        <ul
          aria-label="People found"
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', maxH: '60', overflowY: 'auto' })}
        >
          {found.map((person) => (
            <li key={person.id}>
              <label className={row}>
                <input
                  type="checkbox"
                  checked={chosen.has(person.id)}
                  onChange={(event) => toggle(person, event.target.checked)}
                />
                <span>{person.name}</span>
                {person.institution_name ? <span className={note}>{person.institution_name}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen.size > 0 ? <p className={note}>Chosen: {[...chosen.values()].join(', ')}</p> : null}
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
        <div className={css({ flex: '1' })}>
          <TextField
            label="E-mail address"
            type="email"
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setEmailError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addEmail();
              }
            }}
            error={emailError ?? undefined}
          />
        </div>
        <Button variant="outline" onClick={addEmail}>
          Add e-mail
        </Button>
      </div>
      {emails.length > 0 ? (
        <ul aria-label="E-mails to invite" className={row}>
          {emails.map((item) => (
            <li key={item}>
              <button
                type="button"
                aria-label={`Remove ${item}`}
                className={css({
                  bg: 'brand.subtle',
                  borderRadius: 'full',
                  px: '3',
                  py: '1',
                  fontSize: 'sm',
                  cursor: 'pointer',
                })}
                onClick={() => setEmails((current) => current.filter((other) => other !== item))}
              >
                {item} ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {formError ? (
        <p role="alert" className={errorStyle}>
          {formError}
        </p>
      ) : null}
      <div className={row}>
        <OnlineSubmit label="Send invitations" busyLabel="Sending…" isBusy={isBusy} />
      </div>
    </form>
  );
}
