/**
 * The open settings menu on Ark UI's Menu, loaded on the first open (it stays off the first
 * route). The trigger is SettingsMenu's own button, found by id: Ark positions the menu
 * under it and gives focus back to it on Escape. Arrow keys, Home, End and typeahead move
 * among the items; Tab or a click outside closes.
 */
import { Menu } from '@ark-ui/react/menu';
import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import type { SettingsItem } from './settings-menu';

interface SettingsMenuPopupProps {
  items: SettingsItem[];
  label: string;
  ids: { trigger: string; content: string };
  /** The item highlighted on open: the keyboard opens on the first or the last. */
  highlight: 'first' | 'last' | null;
  onClose: () => void;
}

const content = css({
  zIndex: '30',
  minW: '48',
  p: '1',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  outline: 'none',
});
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
  _highlighted: { bg: 'bg.muted' },
  _checked: { fontWeight: 'semibold' },
});

export default function SettingsMenuPopup({ items, label, ids, highlight, onClose }: SettingsMenuPopupProps) {
  const choices = items.filter((item) => 'onSelect' in item && item.isChecked !== undefined);
  const others = items.filter((item) => !choices.includes(item));
  const ordered = [...choices, ...others];
  const highlighted =
    highlight === 'first' ? ordered[0]?.label : highlight === 'last' ? ordered.at(-1)?.label : undefined;
  const checked = choices.find((item) => 'isChecked' in item && item.isChecked)?.label ?? '';
  const select = (value: string) => {
    const item = items.find((candidate) => candidate.label === value);
    if (item && 'onSelect' in item) item.onSelect();
  };
  return (
    <Menu.Root
      defaultOpen
      loopFocus
      ids={ids}
      {...(highlighted === undefined ? {} : { defaultHighlightedValue: highlighted })}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      positioning={{ placement: 'bottom-end', gutter: 4 }}
    >
      <Menu.Positioner>
        <Menu.Content aria-label={label} className={content}>
          {choices.length > 0 ? (
            <Menu.RadioItemGroup value={checked} onValueChange={(details) => select(details.value)}>
              {choices.map((item) => (
                <Menu.RadioItem key={item.label} value={item.label} className={itemStyle}>
                  <Menu.ItemText>{item.label}</Menu.ItemText>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          ) : null}
          {others.map((item) =>
            'to' in item ? (
              <Menu.Item key={item.label} value={item.label} asChild className={itemStyle}>
                <Link to={item.to}>{item.label}</Link>
              </Menu.Item>
            ) : (
              <Menu.Item key={item.label} value={item.label} className={itemStyle} onSelect={() => select(item.label)}>
                {item.label}
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
