/** Complete values of contract types for tests, benchmarks and empty forms; override what the case is about. */
import type { UseCaseFormPayload } from './content-forms';
import type { Job } from './jobs';

export function makeJob(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    slug: `job-${id}`,
    title: `Job ${id}`,
    description: 'Build things',
    requirements: 'Curiosity',
    job_type: 'full_time',
    job_location: 'remote',
    address: null,
    job_status: 'approved',
    is_featured: false,
    application_open_date: null,
    application_close_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    group: { id: 1, name: 'Makers', name_slug: 'makers', image: null },
    skills: [],
    skills_detailed: [],
    countries: [],
    career_stages: [],
    ...overrides,
  };
}

/** A use case form with nothing chosen (the empty form); override what the case is about. */
export function makeUseCaseForm(overrides: Partial<UseCaseFormPayload> = {}): UseCaseFormPayload {
  return {
    title: '',
    description: '',
    reason: '',
    group: null,
    ai_tools: [],
    business_value: null,
    complexity: null,
    innovation_category: null,
    thumbnail_image: null,
    document: null,
    video_link: null,
    topics: [],
    categories: [],
    job_functions: [],
    topic_area: null,
    career_stages: [],
    professional_fields: [],
    ...overrides,
  };
}
