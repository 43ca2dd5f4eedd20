/**
 * The Related drawer: the recommendations of one type beyond the two shown inline, in a
 * side drawer from the right (Ark UI Dialog: focus trapped, Escape closes, focus returns
 * to Show More). Width 360 px like the spec's other side drawer, full width on phones.
 */
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { RecommendationItem } from '../../../../contract';
import { css, cx } from '../../../../styled-system/css';
import { dialog } from '../../../../styled-system/recipes/dialog';
import { CloseIcon } from '../../../ui/icons';
import { RecommendationCard } from './recommendation-card';

const styles = dialog();

export interface RelatedDrawerProps {
  /** The type's heading, e.g. People. */
  heading: string;
  items: RecommendationItem[];
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function RelatedDrawer({ heading, items, open, onOpenChange }: RelatedDrawerProps) {
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner
          className={cx(styles.positioner, css({ justifyContent: 'flex-end', alignItems: 'stretch', p: '0' }))}
        >
          <ArkDialog.Content
            className={cx(
              styles.content,
              css({
                maxW: { base: 'full', sm: '360px' },
                h: '100dvh',
                borderRadius: '0',
                justifyContent: 'flex-start',
              }),
            )}
          >
            <ArkDialog.Title className={styles.title}>Related</ArkDialog.Title>
            <ArkDialog.Description className={styles.description}>
              More {heading.toLowerCase()} for you
            </ArkDialog.Description>
            <ul>
              {items.map((item) => (
                <li key={`${item.type}:${item.id}`}>
                  <RecommendationCard item={item} onNavigate={() => onOpenChange(false)} />
                </li>
              ))}
            </ul>
            <ArkDialog.CloseTrigger aria-label="Close" className={styles.closeTrigger}>
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
