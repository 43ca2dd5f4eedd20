/**
 * Career agents and their reports (spec part 1 sections 2, 3, 4, 5, 6, 9): their shapes,
 * limits and messages. The calls are on the endpoint table in agent-endpoints.ts.
 */
import * as v from 'valibot';
import { Id, IdOrZero, MAX_IDS_PER_LIST } from './ids';
import { paged } from './paging';

/** Agent reports page size (spec part 1 section 9). */
export const AGENT_REPORTS_PAGE_SIZE = 30;
/** Staff's agent log page. */
export const AGENT_LOGS_PAGE_SIZE = 20;
/** A target role's fit score above this shows green (spec part 1 section 9). */
export const SCORE_GREEN_THRESHOLD = 60;
/** The authenticated profile source needs a completion above this (the spec leaves the value to us). */
export const PROFILE_SOURCE_THRESHOLD = 50;
/** Reports an agent may produce per calendar month (UTC) for a member of each tier 0..3; staff are not limited. */
export const AGENT_MONTHLY_LIMITS = [3, 10, 30, 100] as const;
/** Typing animation of new answers (spec part 1 section 9). */
export const TYPING_MS_PER_CHAR = 1;

export { AGENT_MESSAGES } from './agent-messages';

export const AgentType = v.picklist(['career_assistant', 'careergps']);
export type AgentType = v.InferOutput<typeof AgentType>;

export const STEP_INPUT_TYPES = [
  'registration',
  'auth_profile_source',
  'unauth_profile_source',
  'career_information',
  'group_checklist',
  'checklist',
  'redirect_to_signup',
  'report_generation',
  'custom_form',
] as const;
export const StepInputType = v.picklist(STEP_INPUT_TYPES);
export type StepInputType = v.InferOutput<typeof StepInputType>;

export const CustomQuestionType = v.picklist(['text', 'textarea', 'radio', 'selection', 'file']);
export type CustomQuestionType = v.InferOutput<typeof CustomQuestionType>;

export const ChoiceOption = v.object({ value: v.string(), label: v.string() });
export type ChoiceOption = v.InferOutput<typeof ChoiceOption>;

/** A custom_form question (spec part 1 section 2: id, label, required, placeholder, options; rows and cols for textarea). */
export const CustomQuestion = v.object({
  id: v.string(),
  label: v.string(),
  type: CustomQuestionType,
  required: v.boolean(),
  placeholder: v.nullable(v.string()),
  options: v.array(ChoiceOption),
  rows: v.nullable(v.number()),
  cols: v.nullable(v.number()),
});
export type CustomQuestion = v.InferOutput<typeof CustomQuestion>;

/** A group_checklist's named group of options. */
export const ChecklistGroup = v.object({ label: v.string(), options: v.array(ChoiceOption) });
export type ChecklistGroup = v.InferOutput<typeof ChecklistGroup>;

/** A step's extra_info (spec part 1 section 3). `user_prompt` is sent to staff only ('' for others). */
export const AgentStepInfo = v.object({
  /** The step's key in the run's paths and answers. */
  id: v.string(),
  type: StepInputType,
  header_text: v.string(),
  description: v.string(),
  next_text: v.string(),
  loading_text: v.string(),
  user_prompt: v.string(),
  show_stepper: v.boolean(),
  /** Which audiences the step is shown to: signed-in members (auth) and visitors (unauth). */
  input_steps: v.object({ auth: v.boolean(), unauth: v.boolean() }),
  questions: v.array(CustomQuestion),
  options: v.array(ChoiceOption),
  groups: v.array(ChecklistGroup),
});
export type AgentStepInfo = v.InferOutput<typeof AgentStepInfo>;

export const AgentStep = v.object({ id: v.number(), order: v.number(), extra_info: AgentStepInfo });
export type AgentStep = v.InferOutput<typeof AgentStep>;

export const Agent = v.object({
  id: v.number(),
  slug: v.string(),
  name_slug: v.string(),
  name: v.string(),
  description: v.string(),
  agent_type: AgentType,
  can_chat: v.boolean(),
  is_premium: v.boolean(),
  image_path: v.nullable(v.string()),
  /** Suggested questions when chatting with this agent. */
  extra_info: v.object({ prompts: v.array(v.string()) }),
  steps: v.array(AgentStep),
});
export type Agent = v.InferOutput<typeof Agent>;
export const AgentList = v.object({ data: v.array(Agent) });

/** The steps a caller walks through: those shown to their audience, in order. */
export function stepsFor(agent: Pick<Agent, 'steps'>, isSignedIn: boolean): AgentStep[] {
  return [...agent.steps]
    .filter((step) => (isSignedIn ? step.extra_info.input_steps.auth : step.extra_info.input_steps.unauth))
    .sort((a, b) => a.order - b.order);
}

/** Why a run is refused (403 body `{detail, code}`), so the UI can offer the right way on. */
export const AgentBlock = v.picklist(['sign_in', 'premium', 'usage_limit']);
export type AgentBlock = v.InferOutput<typeof AgentBlock>;

export const AgentUser = v.object({ id: v.number(), name: v.string(), name_slug: v.string() });
export type AgentUser = v.InferOutput<typeof AgentUser>;

export const AgentUsage = v.object({
  used: v.number(),
  /** null: not limited (staff). */
  limit: v.nullable(v.number()),
});
export type AgentUsage = v.InferOutput<typeof AgentUsage>;

/** Career agent registration result (spec part 1 section 4): active prompts login, another value prompts register. */
export const RegistrationStatus = v.picklist(['active', 'new', 'previously_used']);
export type RegistrationStatus = v.InferOutput<typeof RegistrationStatus>;

export const AgentRun = v.object({
  id: v.string(),
  agent: v.string(),
  status: v.picklist(['active', 'completed']),
  /** Whom the report is for: the caller, or the member staff run it for; null for visitors. */
  beneficiary: v.nullable(AgentUser),
  completed_steps: v.array(v.string()),
  registration_status: v.nullable(RegistrationStatus),
  report_slug: v.nullable(v.string()),
});
export type AgentRun = v.InferOutput<typeof AgentRun>;

export const StartRunInput = v.object({ beneficiary: v.optional(v.nullable(Id)) });
export type StartRunInput = v.InferOutput<typeof StartRunInput>;

const trimmed = v.pipe(v.string(), v.trim());

/** One step's input, by the step's type. */
export const StepInput = v.variant('type', [
  v.object({
    type: v.literal('registration'),
    email: trimmed,
    first_name: trimmed,
    last_name: trimmed,
    country: trimmed,
  }),
  v.object({
    type: v.picklist(['auth_profile_source', 'unauth_profile_source']),
    /** 'profile' only when signed in. */
    source: v.picklist(['profile', 'resume', 'linkedin']),
    linkedin_url: v.optional(v.nullable(trimmed)),
    /** An UploadedFile id from AGENT_ENDPOINTS.runFile (a PDF). */
    file: v.optional(v.nullable(Id)),
  }),
  v.object({
    type: v.literal('career_information'),
    /** Option ids, as in the profile: 0 is "Other". */
    career_stage: v.nullable(IdOrZero),
    reason_to_join: v.pipe(v.array(IdOrZero), v.maxLength(MAX_IDS_PER_LIST)),
    professional_field: v.nullable(IdOrZero),
    /** 'I am not sure about my field of interest yet': the field is hidden and not sent. */
    is_field_unsure: v.boolean(),
  }),
  v.object({ type: v.picklist(['checklist', 'group_checklist']), values: v.array(v.string()) }),
  v.object({
    type: v.literal('custom_form'),
    /** By question id: text, the chosen option value(s), or an UploadedFile id for a file question. */
    answers: v.record(v.string(), v.nullable(v.union([v.string(), v.array(v.string()), Id]))),
  }),
  v.object({ type: v.picklist(['report_generation', 'redirect_to_signup']) }),
]);
export type StepInput = v.InferOutput<typeof StepInput>;
export const StepSubmission = v.object({ input: StepInput });

/** Kinds of portal item a report or an answer recommends; each links to its own page. */
export const GuidanceItemType = v.picklist([
  'resource',
  'use_case',
  'ai_tool',
  'circle',
  'event',
  'job',
  'user',
  'organization',
]);
export type GuidanceItemType = v.InferOutput<typeof GuidanceItemType>;

/** A recommended portal item: it exists (never invented), with the reason it was picked. */
export const GuidanceItem = v.object({
  type: GuidanceItemType,
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  reason: v.string(),
  /** The item's page in the portal, e.g. /resource/{slug}, /usecase/{slug}, /profile/{slug}. */
  href: v.string(),
  image_path: v.nullable(v.string()),
});
export type GuidanceItem = v.InferOutput<typeof GuidanceItem>;

export const TargetRole = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  /** 0..100; above SCORE_GREEN_THRESHOLD shows green. */
  fit_score: v.number(),
  matched_skills: v.array(v.string()),
  missing_skills: v.array(v.string()),
  reason: v.string(),
});
export type TargetRole = v.InferOutput<typeof TargetRole>;

export const SkillGap = v.object({ skill: v.string(), roles: v.array(v.string()), reason: v.string() });
export type SkillGap = v.InferOutput<typeof SkillGap>;

export const NextStep = v.object({ title: v.string(), detail: v.string(), href: v.nullable(v.string()) });
export type NextStep = v.InferOutput<typeof NextStep>;

/** What the report was built from: the member's own profile as the engine read it. */
export const ReportProfile = v.object({
  name: v.string(),
  career_stage: v.nullable(v.string()),
  persona: v.nullable(v.string()),
  focus: v.nullable(v.string()),
  professional_field: v.nullable(v.string()),
  skills: v.array(v.string()),
  topics: v.array(v.string()),
  experience: v.array(v.string()),
  education: v.array(v.string()),
  goals: v.array(v.string()),
});
export type ReportProfile = v.InferOutput<typeof ReportProfile>;

export const ReportSections = v.object({
  profile: ReportProfile,
  target_roles: v.array(TargetRole),
  skill_gaps: v.array(SkillGap),
  learning_path: v.array(GuidanceItem),
  use_cases: v.array(GuidanceItem),
  ai_tools: v.array(GuidanceItem),
  circles: v.array(GuidanceItem),
  jobs: v.array(GuidanceItem),
  people: v.array(GuidanceItem),
  next_steps: v.array(NextStep),
});
export type ReportSections = v.InferOutput<typeof ReportSections>;

export const ReportFeedback = v.object({ feedback: v.string(), rating: v.number() });
export type ReportFeedback = v.InferOutput<typeof ReportFeedback>;

export const AgentReportSummary = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  agent_name: v.string(),
  agent_slug: v.string(),
  created_at: v.string(),
  user: AgentUser,
});
export type AgentReportSummary = v.InferOutput<typeof AgentReportSummary>;
export const AgentReportPage = paged(AgentReportSummary);

/**
 * A report (spec part 1 section 3: id, slug, agent_name, created_at, output_data.message, user).
 * `message` is the narrative in Markdown (paragraphs, headings, lists, bold; no links: the
 * recommended items are in `sections`, which the page and the PDF render as links).
 */
export const AgentReport = v.object({
  ...AgentReportSummary.entries,
  output_data: v.object({
    message: v.string(),
    sections: v.nullable(ReportSections),
    engine: v.picklist(['embedded', 'llm']),
  }),
  is_owner: v.boolean(),
  /** The caller's own feedback, if given. */
  feedback: v.nullable(ReportFeedback),
});
export type AgentReport = v.InferOutput<typeof AgentReport>;

export const REPORT_FEEDBACK_MAX = 2000;
/** Report feedback (spec part 1 section 3: response_id, feedback, rating default 1). */
export const ReportFeedbackInput = v.object({
  response_id: Id,
  feedback: v.pipe(v.string(), v.trim(), v.maxLength(REPORT_FEEDBACK_MAX)),
  rating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 1),
});
export type ReportFeedbackInput = v.InferOutput<typeof ReportFeedbackInput>;

export const StepPromptInput = v.object({ user_prompt: v.pipe(v.string(), v.trim(), v.maxLength(4000)) });

export const AgentStepResult = v.object({
  run: AgentRun,
  /** Set by report_generation. */
  report: v.nullable(AgentReportSummary),
});
export type AgentStepResult = v.InferOutput<typeof AgentStepResult>;

export const AGENT_LOG_STATUSES = ['ok', 'invalid', 'blocked', 'error'] as const;
export const AGENT_LOG_STATUS_LABELS: Record<(typeof AGENT_LOG_STATUSES)[number], string> = {
  ok: 'OK',
  invalid: 'Invalid',
  blocked: 'Blocked',
  error: 'Error',
};

/** One line of staff's agent log: a step call, who made it, for whom, how it went. */
export const AgentLog = v.object({
  id: v.number(),
  run_id: v.string(),
  step: v.string(),
  user: v.nullable(AgentUser),
  beneficiary: v.nullable(AgentUser),
  status: v.picklist(AGENT_LOG_STATUSES),
  engine: v.nullable(v.picklist(['embedded', 'llm'])),
  duration_ms: v.number(),
  detail: v.string(),
  created_at: v.string(),
});
export type AgentLog = v.InferOutput<typeof AgentLog>;
export const AgentLogPage = paged(AgentLog);

/** Fills `{name}` placeholders of a message. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}
