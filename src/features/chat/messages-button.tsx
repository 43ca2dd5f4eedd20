/** The top bar's "Messages" button: toggles the chat dock and shows the new-messages indicator. */
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { ChatIcon } from './chat-icon';
import { toggleChat, useDockState } from './dock-state';
import { NewDot } from './new-dot';
import { useChatNews } from './queries';

export function MessagesButton() {
  const { isOpen } = useDockState();
  const hasNew = useChatNews()?.hasNew ?? false;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={hasNew ? 'Messages, new messages' : 'Messages'}
      aria-expanded={isOpen}
      onClick={toggleChat}
      className={css({ position: 'relative' })}
    >
      <ChatIcon />
      {hasNew ? <NewDot /> : null}
    </Button>
  );
}
