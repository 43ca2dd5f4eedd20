/** The "Message" button on another member's profile: opens the dock on that conversation. */
import type { ChatUser } from '../../../contract/chat';
import { Button } from '../../ui/button';
import { openChat } from './dock-state';

export function MessageButton({ peer }: { peer: ChatUser }) {
  return (
    <Button variant="outline" onClick={() => openChat(peer)}>
      Message
    </Button>
  );
}
