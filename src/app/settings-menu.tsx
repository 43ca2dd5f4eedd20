/**
 * The settings menu of the top bar: a menu button (WAI-ARIA menu pattern) whose items are
 * links and actions. The button is plain and eager; the menu itself (Ark UI's Menu, see
 * settings-menu-popup.tsx) loads on the first open, so the first route does not carry it.
 */
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { css } from '../../styled-system/css';
import { Button } from '../ui/button';
import { SettingsIcon } from '../ui/icons';

export type SettingsItem =
  | { label: string; to: '/verify-otp' | '/change-password' }
  | {
      label: string;
      onSelect: () => void;
      /** A choice among others (menuitemradio): whether it is the chosen one. */
      isChecked?: boolean;
    };

interface SettingsMenuProps {
  items: SettingsItem[];
  /** The accessible name of the button and of the menu. @default 'Settings' */
  label?: string;
  /** What the button shows instead of the settings icon (its text then joins the name). */
  trigger?: ReactNode;
}

const SettingsMenuPopup = lazy(() => import('./settings-menu-popup'));

export function SettingsMenu({ items, label = 'Settings', trigger }: SettingsMenuProps) {
  const id = useId();
  const ids = { trigger: `${id}-trigger`, content: `${id}-content` };
  // null: closed; otherwise open, with the item the keyboard asked to start on.
  const [open, setOpen] = useState<{ highlight: 'first' | 'last' | null } | null>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen({ highlight: event.key === 'ArrowDown' ? 'first' : 'last' });
  }

  return (
    <div className={css({ position: 'relative' })}>
      <Button
        id={ids.trigger}
        variant="ghost"
        size={trigger ? 'sm' : 'icon'}
        aria-label={trigger ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? ids.content : undefined}
        onClick={(event) => setOpen(open ? null : { highlight: event.detail === 0 ? 'first' : null })}
        onKeyDown={onKeyDown}
      >
        {trigger ?? <SettingsIcon />}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SettingsMenuPopup
            items={items}
            label={label}
            ids={ids}
            highlight={open.highlight}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
