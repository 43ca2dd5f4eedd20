/** A complete, valid Job for tests and benchmarks; override what the case is about. */
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
