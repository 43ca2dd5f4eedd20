/**
 * Tabs on Ark UI's Tabs: arrow keys move between tabs, Home and End jump, the panel is
 * labelled by its tab. No label is ever cut: a phone wraps them, a wider screen scrolls the
 * row with a shadow on the edge that has more, and the selected tab is scrolled into view.
 */
import { Tabs as ArkTabs, useTabsContext } from '@ark-ui/react/tabs';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { cx } from '../../styled-system/css';
import { scrollHint } from '../../styled-system/recipes/scroll-hint';
import { tabs } from '../../styled-system/recipes/tabs';

const styles = tabs();

function List({ className, ...rest }: ComponentProps<typeof ArkTabs.List>) {
  const ref = useRef<HTMLDivElement>(null);
  const { value } = useTabsContext();
  // Bring the selected tab into the visible part of the list (without scrolling the page).
  useEffect(() => {
    const list = ref.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected=true]');
    if (!list || !selected || value === null) return;
    const start = selected.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const end = start + selected.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [value]);
  return <ArkTabs.List ref={ref} className={cx(styles.list, scrollHint(), className)} {...rest} />;
}
function Trigger({ className, ...rest }: ComponentProps<typeof ArkTabs.Trigger>) {
  return <ArkTabs.Trigger className={cx(styles.trigger, className)} {...rest} />;
}
function Content({ className, ...rest }: ComponentProps<typeof ArkTabs.Content>) {
  return <ArkTabs.Content className={cx(styles.content, className)} {...rest} />;
}

interface TriggerListProps extends Omit<ComponentProps<typeof ArkTabs.List>, 'children'> {
  /** The tabs in order: each one's value and what it shows. */
  tabs: readonly { value: string; label: ReactNode }[];
}

/** A list with one trigger per tab, for tabs that come from data. */
function TriggerList({ tabs, ...rest }: TriggerListProps) {
  return (
    <List {...rest}>
      {tabs.map((tab) => (
        <Trigger key={tab.value} value={tab.value}>
          {tab.label}
        </Trigger>
      ))}
    </List>
  );
}

export const Tabs = { Root: ArkTabs.Root, List, TriggerList, Trigger, Content };
