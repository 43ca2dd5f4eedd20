/**
 * The bell's open popover on Ark UI's Popover (non-modal, role dialog "Notifications"),
 * loaded on the first open. Its trigger is NotificationsButton's own button, found by id:
 * Ark places the panel under it, moves focus in, and gives focus back on Escape; a click
 * outside closes it.
 */
import { Popover } from '@ark-ui/react/popover';
import { css } from '../../../styled-system/css';
import PopoverContent from './notifications-popover';

interface NotificationsPanelProps {
  unread: number;
  ids: { trigger: string; content: string };
  onClose: () => void;
}

const panel = css({
  zIndex: '30',
  w: { base: 'calc(100vw - 1rem)', sm: '96' },
  maxH: 'calc(100dvh - 5rem)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '2',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  outline: 'none',
});

export default function NotificationsPanel({ unread, ids, onClose }: NotificationsPanelProps) {
  return (
    <Popover.Root
      defaultOpen
      ids={ids}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      positioning={{ placement: 'bottom-end', gutter: 4 }}
    >
      <Popover.Positioner>
        <Popover.Content aria-label="Notifications" className={panel}>
          <PopoverContent unread={unread} onNavigate={onClose} />
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
