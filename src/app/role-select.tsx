/**
 * The role selector of the top bar (spec part 1 sections 2 and 4): a persona kept in app
 * state on this device; 'Not Set (All)' clears it.
 */
import { useId } from 'react';
import { PERSONAS } from '../../contract/personas';
import { css } from '../../styled-system/css';
import { useRole } from '../features/organizations/queries';
import { setRole } from '../features/organizations/role';

const NOT_SET = '';

export function RoleSelect() {
  const role = useRole();
  const id = useId();
  return (
    <div className={css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '1' })}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        Role
      </label>
      <select
        id={id}
        value={role === undefined ? NOT_SET : String(role)}
        onChange={(event) => void setRole(event.target.value === NOT_SET ? undefined : Number(event.target.value))}
        className={css({
          h: '8',
          px: '2',
          fontSize: 'sm',
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'md',
          maxW: '40',
        })}
      >
        <option value={NOT_SET}>Not Set (All)</option>
        {PERSONAS.map((persona) => (
          <option key={persona.id} value={String(persona.id)}>
            {persona.label}
          </option>
        ))}
      </select>
    </div>
  );
}
