/** Ask Anything as the right panel's column (lg and up): sticky, the height of the viewport below the top bar. */
import { css } from '../../../styled-system/css';
import { Assistant } from './assistant';
import { useAgentChats } from './queries';

export function AmaPanel({ agent }: { agent: string | null }) {
  return (
    <aside
      aria-label="Ask Anything"
      className={css({
        w: '96',
        flexShrink: '0',
        alignSelf: 'flex-start',
        position: 'sticky',
        top: '14',
        h: 'calc(100dvh - 3.5rem)',
        p: '4',
        // Clear of the chat dock's floating button in the bottom corner.
        pb: '20',
        borderLeftWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
      })}
    >
      <Assistant agent={agent} />
    </aside>
  );
}

/** The shell's panel on the agent area: Ask Anything when the page's agent can chat (the main page always). */
export function AmaPanelSlot({ agent }: { agent: string | null }) {
  const chats = useAgentChats(agent);
  return chats ? <AmaPanel agent={agent} /> : null;
}
