/** How many members a page shows (part 2 section 9: rows options 5, 25, 50, 100, 500); no empty choice. */
import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from '../../../styled-system/css';
import { field } from '../../../styled-system/recipes/field';
import { Field } from '../../ui/field';
import { ADMIN_DEFAULT_ROWS, ADMIN_ROWS_OPTIONS, type AdminRowsOption } from './members-search';

const styles = field();

interface RowsPerPageProps {
  value: number;
  /** The chosen count; undefined for the default, which the address leaves out. */
  onValueChange: (rows: AdminRowsOption | undefined) => void;
}

export function RowsPerPage({ value, onValueChange }: RowsPerPageProps) {
  return (
    <Field.Root>
      <Field.Label>Rows per page</Field.Label>
      <ArkField.Select
        className={cx(styles.input, css({ w: 'full', minW: '0' }))}
        value={String(value)}
        onChange={(event) => {
          const rows = ADMIN_ROWS_OPTIONS.find((option) => String(option) === event.target.value);
          onValueChange(rows === ADMIN_DEFAULT_ROWS ? undefined : rows);
        }}
      >
        {ADMIN_ROWS_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </ArkField.Select>
    </Field.Root>
  );
}
