/**
 * Ask Anything (spec part 1 sections 2 and 9): the initial view until a question is sent,
 * then the conversation; the prompt box stays at the bottom. The worker asks and streams the
 * answer into db.amaChats; this reads it back. Without use_ama the upgrade dialog opens and
 * nothing is asked.
 */
import { useEffect, useRef, useState } from 'react';
import { AMA_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { useIsOnline } from '../sync/queries';
import { ConversationView } from './conversation-view';
import { InitialView } from './initial-view';
import { ask, loadHistory, type PendingAsk, prepareAsk } from './mutations';
import { PromptBox, usePromptText } from './prompt-box';
import { useAmaAccess, useConversation, useNewestConversation } from './queries';
import { UpgradeDialog } from './upgrade-dialog';

/** null: the initial view; a string: that conversation; '' a new one whose first exchange is on its way. */
type View = string | null;

export function Assistant({ agent }: { agent: string | null }) {
  const access = useAmaAccess();
  const canAsk = access === true;
  const isOnline = useIsOnline();
  const [text, setText] = usePromptText();
  const [view, setView] = useState<View>(null);
  const [pending, setPending] = useState<PendingAsk | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const [askWhenKnown, setAskWhenKnown] = useState<{
    question: string;
    parent: string | null;
    fromBox: boolean;
  } | null>(null);
  const [earlier, setEarlier] = useState<{ page: number; hasMore: boolean }>({ page: 1, hasMore: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const newest = useNewestConversation();
  const conversation = useConversation(view || null, pending);

  // The newest history page, for Resume (rows land in db.amaChats; offline the stored ones serve).
  useEffect(() => {
    if (canAsk && isOnline) void loadHistory(1);
  }, [canAsk, isOnline]);

  const pendingRow = conversation?.pendingRow ?? null;
  // A new conversation is known once its first exchange is stored.
  useEffect(() => {
    if (view === '' && pendingRow) setView(pendingRow.conversation || pendingRow.id);
  }, [view, pendingRow]);

  async function openConversation(id: string) {
    setView(id);
    setError(null);
    const result = await loadHistory(1, id);
    setEarlier({ page: 1, hasMore: result.kind === 'done' && result.next !== null });
  }

  async function loadEarlier(id: string) {
    const page = earlier.page + 1;
    const result = await loadHistory(page, id);
    if (result.kind === 'done') setEarlier({ page, hasMore: result.next !== null });
  }

  async function askQuestion(question: string, parent: string | null, fromBox: boolean) {
    // The member's rights are still being read from the device: asked once they are known.
    if (access === undefined) return setAskWhenKnown({ question, parent, fromBox });
    if (!canAsk) return setUpgradeOpen(true);
    if (!isOnline || pending) return;
    setError(null);
    const next = await prepareAsk(question, parent);
    const isNew = parent === null && view === null;
    setPending(next);
    if (isNew) setView('');
    if (fromBox) setText('');
    if (parent === null) setEarlier({ page: 1, hasMore: false });
    const result = await ask(question, parent, agent);
    const storedId = result.id;
    if (storedId !== null) {
      setView((current) => (current ? current : storedId));
    } else {
      if (fromBox) setText(question);
      // A refused first question leaves no exchange: back to the initial view.
      if (isNew) setView(null);
      if (!result.ok && result.kind === 'upgrade') setUpgradeOpen(true);
      else if (!result.ok && result.kind !== 'offline') setError(result.message);
    }
    setPending(null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: askQuestion of this render, once access is known.
  useEffect(() => {
    if (!askWhenKnown || access === undefined) return;
    setAskWhenKnown(null);
    void askQuestion(askWhenKnown.question, askWhenKnown.parent, askWhenKnown.fromBox);
  }, [access, askWhenKnown]);

  const rows = conversation?.rows ?? [];
  const lastId = rows.at(-1)?.id ?? null;
  const onAsk =
    canAsk && isOnline && !pending ? (q: string, p: string | null) => void askQuestion(q, p, false) : undefined;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', h: 'full', minH: '0' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 ref={heading} tabIndex={-1} className={css({ fontSize: 'lg', fontWeight: 'bold', outline: 'none' })}>
          {AMA_MESSAGES.title}
        </h2>
        {view !== null ? (
          <Button size="sm" variant="ghost" disabled={pending !== null} onClick={() => setView(null)}>
            {AMA_MESSAGES.newConversation}
          </Button>
        ) : null}
      </div>
      {view === null ? (
        <div className={css({ flex: '1', minH: '0', overflowY: 'auto' })}>
          <InitialView agent={agent} onPick={setText} onResume={newest ? () => void openConversation(newest) : null} />
        </div>
      ) : (
        <ConversationView
          rows={rows}
          newId={pendingRow?.id ?? null}
          waitingFor={pending && !pendingRow ? pending.question : null}
          onLoadEarlier={earlier.hasMore && view ? () => void loadEarlier(view) : null}
          onAsk={onAsk}
        />
      )}
      {error ? (
        <p role="alert" className={css({ fontSize: 'xs', color: 'red.700' })}>
          {error}
        </p>
      ) : null}
      <PromptBox
        value={text}
        onChange={setText}
        canAsk={access !== false}
        isOnline={isOnline}
        isBusy={pending !== null}
        onSend={(question) => void askQuestion(question, view ? lastId : null, true)}
        onBlocked={() => setUpgradeOpen(true)}
      />
      <UpgradeDialog isOpen={isUpgradeOpen} onClose={() => setUpgradeOpen(false)} finalFocus={() => heading.current} />
    </div>
  );
}
