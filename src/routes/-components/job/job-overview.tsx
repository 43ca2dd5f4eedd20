/** The Overview tab of /job/{slug}: description, requirements, skills, career stages, countries. */
import type { JobDetail } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { countryName } from '../../../features/profile/components/country-name';
import { useTenant } from '../../../tenant/use-tenant';
import { ChipsSection, TextSection } from '../groups/detail-sections';
import { countryFlag } from '../groups/format';

export function JobOverview({ job }: { job: JobDetail }) {
  const tenant = useTenant();
  const stages = job.career_stages
    .map((id) => tenant?.options.career_stages.find((stage) => stage.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <TextSection title="Description" text={job.description} />
      {job.requirements ? <TextSection title="Requirements" text={job.requirements} /> : null}
      <ChipsSection label="Skills" names={job.skills_detailed.map((skill) => skill.name)} />
      <ChipsSection label="Career stages" names={stages} />
      <ChipsSection
        label="Countries"
        names={job.countries.map((code) => `${countryFlag(code)} ${countryName(code)}`)}
      />
    </div>
  );
}
