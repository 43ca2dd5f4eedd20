/**
 * One section of the search results (Jobs, People, Circles…): its heading with the count and
 * the first results as links; a long section opens whole on request, so one kind with many
 * matches does not push the others off the page.
 */
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { SearchResultLink } from './search-result-link';
import type { SearchSection } from './search-sections';

/** Results a section shows before "Show all". */
const SECTION_PREVIEW = 8;

const list = css({
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
});

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: { base: '3', md: '4' },
  py: '2.5',
  minW: '0',
  '&:not(:last-child)': { borderBottomWidth: '1px', borderColor: 'border.default' },
});

export function SearchSectionView({ section }: { section: SearchSection }) {
  const [isWhole, setIsWhole] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  // The button goes once pressed: the focus moves on to the first result it showed.
  useEffect(() => {
    if (isWhole) listRef.current?.querySelectorAll('a')[SECTION_PREVIEW]?.focus();
  }, [isWhole]);
  const headingId = `search-section-${section.id}`;
  const { results } = section;
  const shown = isWhole ? results : results.slice(0, SECTION_PREVIEW);
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id={headingId} className={css({ display: 'flex', alignItems: 'baseline', gap: '2', fontSize: 'lg' })}>
        <span className={css({ fontWeight: 'bold' })}>{section.heading}</span>{' '}
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{results.length}</span>
      </h2>
      <ul ref={listRef} aria-labelledby={headingId} className={list}>
        {shown.map((result) => (
          <li key={`${result.kind}:${result.slug}`} className={item}>
            <SearchResultLink result={result} />
            {result.detail ? (
              <span className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '2' })}>{result.detail}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {shown.length < results.length ? (
        <Button variant="ghost" size="sm" className={css({ alignSelf: 'flex-start' })} onClick={() => setIsWhole(true)}>
          {MESSAGES.searchShowAll(section.heading, results.length)}
        </Button>
      ) : null}
    </section>
  );
}
