/**
 * The CareerGPS report, retrieval half (DESIGN.md section 6): reads the member (profile plus
 * the run's answers and resume), scores the career roles, takes the top 3 and their skill
 * gaps, picks real portal items of the tenant for them and turns them into next steps.
 * Deterministic: the same data gives the same report. The narrative engine only writes the
 * prose around these sections (`fallback` is the embedded engine's own text).
 */
import { eq } from 'drizzle-orm';
import type { ReportSections, StepInput } from '../../contract/agents';
import type { TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import { buildNeed, skillGapIds, toSkillGaps, toTargetRole } from './gaps';
import { nextSteps } from './next-steps';
import { loadGuidanceProfile } from './profile';
import { reportContext, reportNarrative, reportSystem } from './report-text';
import { findAiTools, findResources, findUseCases } from './retrieve-content';
import { findCircles, findJobs, findPeople } from './retrieve-network';
import { loadCatalogue, scoreRoles } from './roles';

export const TARGET_ROLES = 3;
/** Items per kind of a report. */
export const REPORT_ITEMS = 5;

export interface CareerReportInput {
  tenantId: number;
  /** The beneficiary (the report's owner). */
  userId: number;
  options: TenantOptions;
  /** The run's step inputs by step key (may be empty). */
  answers: Record<string, StepInput>;
  /** Text of a resume given as profile source (already extracted). */
  resumeText?: string | null;
  agentName: string;
  now?: Date;
}

export interface CareerReportDraft {
  title: string;
  sections: ReportSections;
  fallback: string;
  context: string;
  system: string;
}

export async function buildCareerReport(db: Db, input: CareerReportInput): Promise<CareerReportDraft> {
  const { tenantId } = input;
  const now = input.now ?? new Date();
  const [profile, catalogue, [tenant]] = await Promise.all([
    loadGuidanceProfile(db, input),
    loadCatalogue(db),
    db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)),
  ]);
  const top = scoreRoles(catalogue, profile, input.options).slice(0, TARGET_ROLES);
  const gaps = skillGapIds(top);
  const need = buildNeed({
    facts: profile.facts,
    catalogue,
    roles: top.map((scored) => scored.role),
    gapSkillIds: gaps.map((gap) => gap.id),
    now,
  });
  const names = { stage: profile.report.career_stage, field: profile.report.professional_field };
  const [learning, useCases, circles, jobs, people] = await Promise.all([
    findResources(db, tenantId, need, names, REPORT_ITEMS),
    findUseCases(db, tenantId, need, names, REPORT_ITEMS),
    findCircles(db, tenantId, need, names, REPORT_ITEMS),
    findJobs(db, tenantId, need, REPORT_ITEMS),
    findPeople(db, tenantId, need, REPORT_ITEMS),
  ]);
  const aiTools = await findAiTools(db, tenantId, need, useCases.toolIds, REPORT_ITEMS);
  const picked = {
    target_roles: top.map((scored) => toTargetRole(scored, catalogue, profile.facts)),
    skill_gaps: toSkillGaps(gaps, catalogue),
    learning_path: learning,
    use_cases: useCases.items,
    ai_tools: aiTools,
    circles,
    jobs,
    people,
  };
  const sections: ReportSections = {
    profile: profile.report,
    ...picked,
    next_steps: nextSteps(picked, profile.completion),
  };
  const firstName = profile.firstName || profile.report.name;
  return {
    title: firstName ? `${input.agentName} report for ${firstName}` : `${input.agentName} report`,
    sections,
    fallback: reportNarrative(sections, firstName),
    context: reportContext(sections),
    system: reportSystem(tenant?.name ?? 'the portal', input.agentName, firstName),
  };
}
