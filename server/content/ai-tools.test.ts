/**
 * AI tools (GET/POST /api/v1/ai-tools/, slug and id details, PATCH, approve-reject) and
 * their seed, over the real app, a real PGlite and the demo seed: approved only in public
 * lists, 9 a page, the form's rules (logo an image under 5 MB), inert descriptions,
 * creator-or-staff edits, moderation rights and transitions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiTool } from '../../contract/content';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import { makeResumePdf } from '../../tests/fixtures/resume-pdf';
import { uploads } from '../profiles/schema';
import type { TestApi } from '../testing';
import { encodePng } from '../web/icons';
import { MODERATION_ERRORS } from './moderation';
import { firstOrganizationId, startContentApi, uploadFile, XSS } from './testing';

type Page = { data: AiTool[]; pagination: { count: number; next: string | null } };

let api: TestApi;
let admin: string;
let member: string;
let student: string;
let orgId: number;

const upload = (token: string, bytes: Uint8Array, name: string, type: string, purpose?: string) =>
  uploadFile(api, token, bytes, name, type, purpose);

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Notion AI',
  description: '<p>Writing help inside your notes.</p>',
  group: orgId,
  categories: [3, 7],
  logo: null,
  website: 'https://www.notion.so',
  roles: [],
  ...overrides,
});

beforeAll(async () => {
  ({ api, admin, member, student } = await startContentApi(2));
  orgId = await firstOrganizationId(api);
});
afterAll(() => api?.close());

describe('GET /api/v1/ai-tools/', () => {
  it('lists the 6 approved seeded tools, 9 a page, filterable by category', async () => {
    const res = await api.call<Page>('GET', '/api/v1/ai-tools/');
    expect(res.status).toBe(200);
    expect(res.body.pagination.count).toBe(6);
    expect(res.body.pagination.next).toBeNull();
    const small = await api.call<Page>('GET', '/api/v1/ai-tools/?page_size=4');
    expect(small.body.data).toHaveLength(4);
    expect(small.body.pagination.next).toContain('page=2');
    const coding = await api.call<Page>('GET', '/api/v1/ai-tools/?categories=8');
    expect(coding.body.data.map((tool) => tool.slug)).toEqual(['github-copilot']);
    const search = await api.call<Page>('GET', '/api/v1/ai-tools/?search=dashboards');
    expect(search.body.data.map((tool) => tool.slug)).toEqual(['tableau']);
  });

  it('answers a tool by slug with the approved use cases naming it', async () => {
    const res = await api.call<AiTool>('GET', '/api/v1/ai-tools/slug/chatgpt/', { token: member });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('ChatGPT');
    expect(res.body.vote_score).toBe(5);
    const slugs = res.body.use_cases.map((useCase) => useCase.slug);
    expect(slugs).toContain('resume-screening-assistant');
    expect(slugs).not.toContain('salary-negotiation-role-play'); // pending
    expect(slugs).not.toContain('fully-automated-hiring-decisions'); // rejected
    expect((await api.call('GET', '/api/v1/ai-tools/slug/nope/')).status).toBe(404);
  });
});

describe('POST and PATCH /api/v1/ai-tools/', () => {
  it('answers the form messages', async () => {
    const empty = await api.call<Record<string, string[]>>('POST', '/api/v1/ai-tools/', {
      token: member,
      body: form({ name: '', description: '<p> </p>', group: null, categories: [1, 2, 3, 4], website: 'ftp://x' }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      name: [CONTENT_FORM_MESSAGES.required],
      description: [CONTENT_FORM_MESSAGES.required],
      group: [CONTENT_FORM_MESSAGES.required],
      categories: [CONTENT_FORM_MESSAGES.maxCategories],
      website: [CONTENT_FORM_MESSAGES.invalidUrl],
    });
    expect((await api.call('POST', '/api/v1/ai-tools/', { body: form() })).status).toBe(401);
  });

  it('takes an image logo under 5 MB only', async () => {
    const pdf = await upload(member, await makeResumePdf(), 'logo.pdf', 'application/pdf');
    const notImage = await api.call<Record<string, string[]>>('POST', '/api/v1/ai-tools/', {
      token: member,
      body: form({ logo: pdf }),
    });
    expect(notImage.body['logo']).toEqual([CONTENT_FORM_MESSAGES.logoTooLarge]);
    const png = await upload(member, new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(7))), 'l.png', 'image/png');
    // A stored image over 5 MB (the upload route caps at 10 MB): recorded as such.
    await api.database.db
      .update(uploads)
      .set({ size: 6 * 1024 * 1024 })
      .where(eq(uploads.id, png));
    const big = await api.call<Record<string, string[]>>('POST', '/api/v1/ai-tools/', {
      token: member,
      body: form({ logo: png }),
    });
    expect(big.body['logo']).toEqual([CONTENT_FORM_MESSAGES.logoTooLarge]);
    const small = await upload(
      member,
      new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(9))),
      's.png',
      'image/png',
    );
    const ok = await api.call<AiTool>('POST', '/api/v1/ai-tools/', { token: member, body: form({ logo: small }) });
    expect(ok.status).toBe(201);
    expect(ok.body.logo?.id).toBe(small);
  });

  it('stores a pending tool with an inert description; creator or staff edit; default-org admins moderate', async () => {
    const created = await api.call<AiTool>('POST', '/api/v1/ai-tools/', {
      token: member,
      body: form({ name: 'Perplexity', description: `<p>Answers with sources.</p>${XSS}` }),
    });
    expect(created.status).toBe(201);
    const tool = created.body;
    expect(tool.status).toBe('pending');
    expect(tool.description).toBe('<p>Answers with sources.</p>');
    const list = await api.call<Page>('GET', '/api/v1/ai-tools/?search=Perplexity');
    expect(list.body.pagination.count).toBe(0);
    expect((await api.call('GET', '/api/v1/ai-tools/slug/perplexity/', { token: student })).status).toBe(404);

    const edited = await api.call<AiTool>('PATCH', `/api/v1/ai-tools/${tool.id}/`, {
      token: member,
      body: { description: `<p>Search with citations.</p>${XSS}` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.description).toBe('<p>Search with citations.</p>');

    const path = `/api/v1/ai-tools/${tool.id}/approve-reject/`;
    const denied = await api.call<{ detail: string }>('POST', path, { token: member, body: { action: 'approve' } });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
    expect((await api.call<AiTool>('POST', path, { token: admin, body: { action: 'approve' } })).body.status).toBe(
      'approved',
    );
    const reject = await api.call<{ detail: string }>('POST', path, { token: admin, body: { action: 'reject' } });
    expect(reject.status).toBe(400);
    expect(reject.body.detail).toBe(MODERATION_ERRORS.reject);
    expect((await api.call<Page>('GET', '/api/v1/ai-tools/?search=Perplexity')).body.pagination.count).toBe(1);

    const other = await api.call('PATCH', `/api/v1/ai-tools/${tool.id}/`, { token: student, body: { name: 'X' } });
    expect(other.status).toBe(403);
    const staff = await api.call<AiTool>('PATCH', `/api/v1/ai-tools/${tool.id}/`, {
      token: admin,
      body: { name: 'Perplexity AI' },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.slug).toBe('perplexity-ai');
    expect(staff.body.can_edit).toBe(true);
  });
});
