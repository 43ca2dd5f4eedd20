/** The member the package is for, with a way back to choosing another. */
import type { PackageMember } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { wrappingRowCard } from '../../ui/card-styles';
import { choosePackageMember } from './mutations';

export function ChosenMember({ member }: { member: PackageMember }) {
  return (
    <section aria-label="Chosen member" className={wrappingRowCard}>
      <div className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>
        <p className={css({ fontWeight: 'semibold' })}>{member.name}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {member.email}
          {member.title ? ` · ${member.title}` : ''}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => void choosePackageMember(null)}>
        Change member
      </Button>
    </section>
  );
}
