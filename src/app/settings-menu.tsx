/**
 * The settings menu of the top bar, hand-written to keep the first route light: a menu
 * button (WAI-ARIA menu pattern) whose items are links and actions. Arrow keys, Home and
 * End move, Escape closes and returns focus to the button, Tab or a click outside closes.
 */
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
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

const itemStyle = css({
  display: 'block',
  w: 'full',
  textAlign: 'left',
  px: '3',
  py: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { bg: 'bg.muted' },
});

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role^=menuitem]') ?? []);
}

/** Focus the item at `index`, wrapping around both ends (-1 is the last). */
function focusItem(menu: HTMLElement | null, index: number): void {
  const all = menuItems(menu);
  if (all.length > 0) all[(index + all.length) % all.length]?.focus();
}

export function SettingsMenu({ items, label = 'Settings', trigger }: SettingsMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(0);

  const close = (shouldRefocus: boolean) => {
    setOpen(false);
    if (shouldRefocus) buttonRef.current?.focus();
  };
  const open = (index: number) => {
    focusIndex.current = index;
    setOpen(true);
  };

  useEffect(() => {
    if (!isOpen) return;
    focusItem(menuRef.current, focusIndex.current);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(-1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const current = menuItems(menuRef.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(menuRef.current, target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className={css({ position: 'relative' })}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size={trigger ? 'sm' : 'icon'}
        aria-label={trigger ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger ?? <SettingsIcon />}
      </Button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={css({
            position: 'absolute',
            right: '0',
            top: 'calc(100% + 4px)',
            zIndex: '30',
            minW: '48',
            p: '1',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
            boxShadow: 'lg',
          })}
        >
          {items.map((item) =>
            'to' in item ? (
              <Link
                key={item.label}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={itemStyle}
                onClick={() => close(false)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                {...(item.isChecked === undefined
                  ? { role: 'menuitem' }
                  : { role: 'menuitemradio', 'aria-checked': item.isChecked })}
                tabIndex={-1}
                className={itemStyle}
                onClick={() => {
                  // Focus goes back to the button first, so a dialog opened here returns it there.
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
