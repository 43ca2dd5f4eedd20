/** A candidate with the reason it was chosen, and a toggle (aria-pressed) that puts it in the package. */
import type { RecommendationItem } from '../../../contract';
import { css, cx } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { rowCard, rowThumb, THUMB_SIZE } from '../../ui/card-styles';
import { imageSources } from '../../ui/image-sources';
import { itemTitle } from './selection';

const card = cx(rowCard, css({ minW: '0' }));
const chosen = css({ borderColor: 'brand.solid', boxShadow: '0 0 0 1px token(colors.brand.solid)' });

interface CandidateCardProps {
  item: RecommendationItem;
  isSelected: boolean;
  onToggle(): void;
}

export function CandidateCard({ item, isSelected, onToggle }: CandidateCardProps) {
  const title = itemTitle(item);
  // A person's job title, else where the item comes from (resources repeat their title as name).
  const subtitle = item.title !== null && item.title !== title ? item.title : item.institution_name;
  return (
    <li aria-label={title} className={cx(card, isSelected ? chosen : undefined)}>
      {item.image_path ? (
        <img
          {...imageSources(item.image_path, THUMB_SIZE)}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          className={rowThumb}
        />
      ) : null}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' })}>
        <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{title}</h3>
        {subtitle ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{subtitle}</p> : null}
        <p className={css({ fontSize: 'sm' })}>{item.reason}</p>
        <Button
          size="sm"
          variant={isSelected ? 'solid' : 'outline'}
          aria-pressed={isSelected}
          aria-label={`Select ${title}`}
          onClick={onToggle}
          className={css({ alignSelf: 'flex-start' })}
        >
          <span aria-hidden="true">{isSelected ? '✓ ' : ''}</span>
          Select
        </Button>
      </div>
    </li>
  );
}
