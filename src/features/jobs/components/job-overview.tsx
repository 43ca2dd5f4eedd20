/** The Overview tab of /job/{slug}: description, requirements, skills, career stages, countries. */
import type { JobDetail } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useTenant } from '../../../tenant/use-tenant';
import { CountriesSection } from '../../groups/components/countries-section';
import { ChipsSection, TextSection } from '../../groups/components/detail-sections';

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
      <CountriesSection codes={job.countries} />
    </div>
  );
}
