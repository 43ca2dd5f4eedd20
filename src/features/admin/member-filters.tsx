/**
 * The filters of /admin-dashboard/members under its search box: country, professional fields,
 * department, uni batch, browse-all and rows per page. Each change goes to the address (the
 * texts after a pause) and starts again at page 1; the values shown are the address's.
 */
import { css } from '../../../styled-system/css';
import { useTenant } from '../../tenant/use-tenant';
import { MultiSelect } from '../../ui/multi-select';
import { SelectField } from '../../ui/select-field';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import { countryOptions } from '../profile/components/country-name';
import type { AdminMembersSearch } from './members-search';
import { RowsPerPage } from './rows-per-page';
import { useDebouncedText } from './use-debounced-text';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'end',
});

export interface MemberFilterValues {
  /** A contract country code, '' for all. */
  country: string;
  /** Ids of the tenant's professional fields. */
  fields: number[];
  /** The id of one of the tenant's departments, '' for all. */
  department: string;
  batch: string;
  isBrowsingAll: boolean;
  rows: number;
}

interface MemberFiltersProps {
  values: MemberFilterValues;
  /** What changed, in the address's terms (undefined removes a param). */
  onChange(next: AdminMembersSearch): void;
}

export function MemberFilters({ values, onChange }: MemberFiltersProps) {
  const tenant = useTenant();
  const fieldOptions = tenant?.options.professional_fields ?? [];
  // Members store their department as one of the tenant's options: the filter picks one.
  const departmentOptions = (tenant?.options.departments ?? []).map((option) => ({
    value: String(option.id),
    label: option.name,
  }));
  const change = (next: AdminMembersSearch) => onChange({ ...next, page: undefined });
  const [batch, setBatch] = useDebouncedText(values.batch, (text) => change({ uni_batch: text.trim() || undefined }));

  return (
    <search aria-label="Filter members" className={grid}>
      <SelectField
        label="Country"
        placeholder="All"
        value={values.country}
        options={countryOptions()}
        onValueChange={(country) => change({ country: country || undefined })}
      />
      <SelectField
        label="Department"
        placeholder="All"
        value={values.department}
        options={departmentOptions}
        onValueChange={(department) => change({ department: department || undefined })}
      />
      <TextField label="Uni batch" value={batch} onValueChange={setBatch} />
      <RowsPerPage value={values.rows} onValueChange={(rows) => change({ page_size: rows })} />
      <div className={css({ gridColumn: { lg: 'span 3' } })}>
        <MultiSelect
          label="Professional fields"
          options={fieldOptions}
          value={values.fields}
          max={null}
          onChange={(ids) => change({ professional_fields: ids.length > 0 ? ids.join(',') : undefined })}
        />
      </div>
      <Switch
        label="Browse all groups"
        checked={values.isBrowsingAll}
        onCheckedChange={(checked) => change({ shouldBrowseAll: checked || undefined })}
      />
    </search>
  );
}
