import { describe, expect, it } from 'vitest';
import type { Job } from '../../../contract';
import { makeJob } from '../../../contract/fixtures';
import { filterJobs } from './filter-jobs';

function job(id: number, title: string, overrides: Partial<Job> = {}): Job {
  return makeJob(id, {
    title,
    description: `About ${title}`,
    group: { id: 1, name: 'Acme Labs', name_slug: 'acme', image: null },
    ...overrides,
  });
}

const jobs = [
  job(1, 'Data Engineer'),
  job(2, 'Product Designer', { job_type: 'internship', job_location: 'on_site' }),
  job(3, 'Data Analyst', {
    job_location: 'hybrid',
    group: { id: 2, name: 'Globex', name_slug: 'globex', image: null },
  }),
];

describe('filterJobs', () => {
  it('keeps the jobs the search index matched, best first, with the other filters', () => {
    const matches = new Map([
      ['3', 2.5],
      ['1', 7.1],
    ]);
    expect(filterJobs(jobs, {}, matches).items.map((j) => j.id)).toEqual([1, 3]);
    expect(filterJobs(jobs, { job_location: 'hybrid' }, matches).items.map((j) => j.id)).toEqual([3]);
    expect(filterJobs(jobs, { job_type: 'internship' }, matches).count).toBe(0);
  });

  it('keeps every job, newest first as given, without a search', () => {
    expect(filterJobs(jobs, {}, null).items.map((j) => j.id)).toEqual([1, 2, 3]);
    expect(filterJobs(jobs, {}, new Map()).count).toBe(0);
  });

  it('combines job type and work mode filters', () => {
    expect(filterJobs(jobs, { job_type: 'internship' }).items.map((j) => j.id)).toEqual([2]);
    expect(filterJobs(jobs, { job_location: 'hybrid', job_type: 'internship' }).count).toBe(0);
  });

  it('keeps the jobs that list the career stage', () => {
    const staged = [job(1, 'Intern', { career_stages: [1, 2] }), job(2, 'Lead', { career_stages: [4] }), job(3, 'Any')];
    expect(filterJobs(staged, { career_stage: 2 }).items.map((j) => j.id)).toEqual([1]);
    expect(filterJobs(staged, { career_stage: 4, job_type: 'full_time' }).items.map((j) => j.id)).toEqual([2]);
  });

  it('pages by the given size and clamps the page into range', () => {
    const many = Array.from({ length: 20 }, (_, i) => job(i + 1, `Role ${i + 1}`));
    const second = filterJobs(many, { page: 2 }, null, 9);
    expect(second.items.map((j) => j.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(second.pageCount).toBe(3);
    expect(filterJobs(many, { page: 99 }, null, 9).page).toBe(3);
    expect(filterJobs([], { page: 5 }).page).toBe(1);
  });
});
