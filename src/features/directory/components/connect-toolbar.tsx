/**
 * The connect screen's search box and filters. The box writes `q` into the address with
 * replace on every keystroke; useDirectorySearch waits 500 ms and 2 characters before it
 * asks the server. The organization switch shows only to members of an organization.
 */
import { useEffect, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { useTenant } from '../../../tenant/use-tenant';
import { Switch } from '../../../ui/switch';
import { countryOptions } from '../../profile/components/country-name';

export interface ConnectFilters {
  q: string;
  country?: string | undefined;
  professional_fields?: string | undefined;
  limited_search?: boolean | undefined;
}

interface ConnectToolbarProps {
  value: ConnectFilters;
  /** Whether the member belongs to an organization (the hierarchy switch shows). */
  isOrganizationUser: boolean;
  onChange: (next: Partial<ConnectFilters>) => void;
}

const control = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  px: '3',
  minH: '10',
});
const labelStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'medium' });

export function ConnectToolbar({ value, isOrganizationUser, onChange }: ConnectToolbarProps) {
  const [text, setText] = useState(value.q);
  // The address wins when it changes from outside (back button, a menu link).
  useEffect(() => setText(value.q), [value.q]);
  // The switch answers at once; the address follows a moment later.
  const isWholeInAddress = value.limited_search === false;
  const [isWhole, setIsWhole] = useState(isWholeInAddress);
  useEffect(() => setIsWhole(isWholeInAddress), [isWholeInAddress]);
  const fields = useTenant()?.options.professional_fields ?? [];
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
      <label className={cx(css({ flex: '1 1 16rem' }), labelStyle)}>
        Search
        <input
          type="search"
          value={text}
          placeholder="Search people, circles, organizations and events"
          className={control}
          onChange={(event) => {
            setText(event.target.value);
            onChange({ q: event.target.value });
          }}
        />
      </label>
      <label className={labelStyle}>
        Country
        <select
          className={control}
          value={value.country ?? ''}
          onChange={(event) => onChange({ country: event.target.value || undefined })}
        >
          <option value="">All countries</option>
          {countryOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelStyle}>
        Professional field
        <select
          className={control}
          value={value.professional_fields ?? ''}
          onChange={(event) => onChange({ professional_fields: event.target.value || undefined })}
        >
          <option value="">All fields</option>
          {fields.map((field) => (
            <option key={field.id} value={String(field.id)}>
              {field.name}
            </option>
          ))}
        </select>
      </label>
      {isOrganizationUser ? (
        <Switch
          label="Search the whole hierarchy and partners"
          checked={isWhole}
          onCheckedChange={(checked) => {
            setIsWhole(checked);
            onChange({ limited_search: !checked });
          }}
          className={css({ minH: '10' })}
        />
      ) : null}
    </div>
  );
}
