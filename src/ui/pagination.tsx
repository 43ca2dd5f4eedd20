import { css } from '../../styled-system/css';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / next paging with the position announced. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3' })}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
