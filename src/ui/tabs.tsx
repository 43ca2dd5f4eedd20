/**
 * Tabs on Ark UI's Tabs: arrow keys move between tabs, Home and End jump, the panel is
 * labelled by its tab. Styled with css() (no slot recipe yet: one screen uses it).
 */
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import { css, cx } from '../../styled-system/css';

const listStyle = css({
  display: 'flex',
  gap: '1',
  overflowX: 'auto',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  scrollbarWidth: 'thin',
});
const triggerStyle = css({
  px: '3',
  py: '2',
  whiteSpace: 'nowrap',
  fontWeight: 'medium',
  color: 'fg.muted',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _selected: { color: 'brand.solid', borderColor: 'brand.solid' },
});
const contentStyle = css({ pt: '4', _focusVisible: { outlineOffset: '4px' } });

function List({ className, ...rest }: ComponentProps<typeof ArkTabs.List>) {
  return <ArkTabs.List className={cx(listStyle, className)} {...rest} />;
}
function Trigger({ className, ...rest }: ComponentProps<typeof ArkTabs.Trigger>) {
  return <ArkTabs.Trigger className={cx(triggerStyle, className)} {...rest} />;
}
function Content({ className, ...rest }: ComponentProps<typeof ArkTabs.Content>) {
  return <ArkTabs.Content className={cx(contentStyle, className)} {...rest} />;
}

export const Tabs = { Root: ArkTabs.Root, List, Trigger, Content };
