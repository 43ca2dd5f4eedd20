/**
 * Reads a run's answers for the guidance engine: career_information overrides the profile's
 * stage, field and reasons; checklists and form choices become goal labels (the agent's own
 * option labels when its steps are found, else the value made readable); a form's free text
 * is where the member names the role they want.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AgentStepInfo, ChoiceOption, StepInput } from '../../contract/agents';
import { agentSteps, agents } from '../agents/schema';
import type { Db } from '../db/client';
import { choicePhrase } from './prose';

export interface RunAnswers {
  careerStage: number | null;
  professionalField: number | null;
  /** null: the run did not ask (the profile's reasons stand). */
  reasonIds: number[] | null;
  goals: string[];
  dreamText: string;
}

/** 'remote-work' -> 'remote work' */
const readable = (value: string) => value.replace(/[-_]+/g, ' ').trim();

export async function readAnswers(
  db: Db,
  tenantId: number,
  agentName: string | null,
  answers: Record<string, StepInput>,
): Promise<RunAnswers> {
  const keys = Object.keys(answers).sort();
  const infos = new Map<string, AgentStepInfo>();
  if (agentName && keys.length) {
    const rows = await db
      .select({ key: agentSteps.key, info: agentSteps.extraInfo })
      .from(agentSteps)
      .innerJoin(agents, eq(agents.id, agentSteps.agentId))
      .where(and(eq(agents.tenantId, tenantId), eq(agents.name, agentName), inArray(agentSteps.key, keys)));
    for (const row of rows) infos.set(row.key, row.info);
  }
  const result: RunAnswers = { careerStage: null, professionalField: null, reasonIds: null, goals: [], dreamText: '' };
  const dream: string[] = [];
  for (const key of keys) {
    const input = answers[key];
    const info = infos.get(key);
    if (!input) continue;
    if (input.type === 'career_information') {
      result.careerStage = input.career_stage;
      result.professionalField = input.is_field_unsure ? null : input.professional_field;
      result.reasonIds = input.reason_to_join;
    } else if (input.type === 'checklist' || input.type === 'group_checklist') {
      const options = [...(info?.options ?? []), ...(info?.groups ?? []).flatMap((group) => group.options)];
      result.goals.push(...input.values.map((value) => labelOf(options, value)));
    } else if (input.type === 'custom_form') {
      for (const [id, answer] of Object.entries(input.answers)) {
        const question = info?.questions.find((entry) => entry.id === id);
        if (question?.type === 'file' || typeof answer === 'number' || answer === null) continue;
        // Each answer stands alone: "less than 2 hours a week for learning", not "Less than 2".
        if (Array.isArray(answer)) {
          result.goals.push(...answer.map((value) => choicePhrase(id, labelOf(question?.options ?? [], value))));
        } else if (question && (question.type === 'radio' || question.type === 'selection')) {
          result.goals.push(choicePhrase(id, labelOf(question.options, answer)));
        } else if (answer.trim()) {
          const text = answer.trim().replace(/[\s.]+$/, '');
          dream.push(text);
          result.goals.push(`“${text}”`);
        }
      }
    }
  }
  result.dreamText = dream.join('. ');
  result.goals = [...new Set(result.goals.filter(Boolean))];
  return result;
}

function labelOf(options: ChoiceOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? readable(value);
}
