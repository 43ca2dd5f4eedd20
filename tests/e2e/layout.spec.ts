/**
 * Every route of the app at 360, 768 and 1280 px, as a visitor, a member, an administrator
 * and a newcomer, each a returning visitor (the service worker controls the page): no
 * sideways scrolling of the document, no element sticking out of its container outside an
 * intended horizontal scroller, no tab label cut short. All faults of the run are listed in
 * one failure, each naming the route, the width and the element.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken } from './support/api';
import { asReturningVisitor, openPage, WITH_SERVICE_WORKER } from './support/browser';
import { completeMissingInfo } from './support/connect-pages';
import { serverAndBrowser } from './support/env';
import { checkRoute, LAYOUT_HEIGHT } from './support/layout';
import { logIn } from './support/pages';

const env = serverAndBrowser();

interface Seeded {
  job: string;
  circle: string;
  event: string;
  organization: string;
  defaultOrganization: string;
  resource: string;
  post: string;
  careerTip: string;
  useCase: string;
  aiTool: string;
  agent: string;
  person: string;
  report: string;
}
let seeded: Seeded;

const firstOf = async <T>(token: string, path: string, pick: (item: T) => string): Promise<string> => {
  const res = await api<{ data: T[] }>(env.server.port, 'localhost', 'GET', path, { token });
  const first = res.body.data[0];
  if (!first) throw new Error(`nothing seeded at ${path}`);
  return pick(first);
};

beforeAll(async () => {
  const port = env.server.port;
  const admin = await apiToken(port, 'localhost', 'admin@example.org');
  const member = await apiToken(port, 'localhost', 'member@example.org');
  await completeMissingInfo(port, admin);
  await completeMissingInfo(port, member);
  const slug = (item: { slug: string }) => item.slug;
  const nameSlug = (item: { name_slug: string }) => item.name_slug;
  const identity = await api<{ organization: { name_slug: string } }>(port, 'localhost', 'GET', '/api/v1/identity/', {
    token: admin,
  });
  const profile = await api<{ name_slug: string }>(port, 'localhost', 'GET', '/api/v1/profile/', { token: member });
  seeded = {
    job: await firstOf(admin, '/api/v1/jobs/', slug),
    circle: await firstOf(admin, '/api/v1/groups/?group_type=circle', nameSlug),
    event: await firstOf(admin, '/api/v1/groups/?group_type=event', nameSlug),
    organization: await firstOf(admin, '/api/v1/groups/?group_type=organization', nameSlug),
    defaultOrganization: identity.body.organization.name_slug,
    resource: await firstOf(admin, '/api/v1/resources/', (item: { title_slug: string }) => item.title_slug),
    post: await firstOf(admin, '/api/v1/contents/', slug),
    careerTip: await firstOf(admin, '/api/v1/career-tips/', slug),
    useCase: await firstOf(admin, '/api/v1/use-cases/', slug),
    aiTool: await firstOf(admin, '/api/v1/ai-tools/', slug),
    agent: await firstOf(admin, '/api/v1/agents/', slug),
    person: profile.body.name_slug,
    report: await firstOf(member, '/api/v1/agent-reports/', slug),
  };
});

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A returning visitor's page: the service worker is installed and controls it after a reload. */
function returning(page: Page): Promise<Page> {
  return asReturningVisitor(page);
}

/** One context and one page per role, signed in (or not) and controlled by the service worker. */
async function pageAs(email: string | null, landing: string): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: LAYOUT_HEIGHT },
    ...WITH_SERVICE_WORKER,
  });
  contexts.push(context);
  const origin = env.server.origin();
  if (email === null) {
    return returning(await openPage(context, origin));
  }
  const page = await openPage(context, `${origin}/login?next=${encodeURIComponent(landing)}`);
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === landing);
  return returning(page);
}

async function checkAll(page: Page, routes: string[]): Promise<string[]> {
  const faults: string[] = [];
  for (const route of routes) faults.push(...(await checkRoute(page, env.server.origin(), route)));
  return faults;
}

const visitorRoutes = (s: Seeded) => [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/pricing',
  '/jobs',
  `/job/${s.job}`,
  '/circles',
  '/events',
  '/resourcehub',
  '/posts',
  '/career-tips',
  '/usecases',
  '/ai-tools',
  '/prompt-library',
  '/careergps',
  `/careergps/${s.agent}`,
  `/careergps-report/${s.report}`,
  '/terms-and-conditions',
  '/verify-email',
  '/verify-email/not-a-token',
  '/reset-password/not-a-token',
  '/pending',
  '/payment/success',
  '/payment/cancel',
  '/social-login',
  '/handoff',
  '/invitation/1',
  '/no-such-page',
];

const memberRoutes = (s: Seeded) => [
  '/',
  '/jobs',
  `/job/${s.job}`,
  '/connect',
  '/influencers',
  '/influential-orgs',
  '/circle-leaders',
  '/notification',
  '/favorites',
  '/favorites/resources',
  '/my',
  '/my/usecases',
  '/profile',
  `/profile/${s.person}`,
  `/profile/${s.person}/career-advice`,
  '/membership',
  '/careergps',
  '/agent',
  `/careergps/${s.agent}`,
  '/careergps-reports',
  `/careergps-report/${s.report}`,
  '/feedback',
  '/change-password',
  '/verify-otp',
  '/contribute/resource',
  '/contribute/usecase',
  '/contribute/career-tip',
  '/create/post',
  '/create/newsletter',
  '/circles',
  '/events',
  `/circle/${s.circle}`,
  `/event/${s.event}`,
  `/org/${s.organization}`,
  `/org/${s.organization}/people`,
  `/org/${s.organization}/circles`,
  `/org/${s.organization}/events`,
  `/org/${s.organization}/jobs`,
  `/org/${s.organization}/posts`,
  `/org/${s.organization}/resources`,
  `/org/${s.organization}/impact`,
  `/org/${s.defaultOrganization}/donate`,
  `/resource/${s.resource}`,
  `/post/${s.post}`,
  `/career-tip/${s.careerTip}`,
  `/usecase/${s.useCase}`,
  `/ai-tool/${s.aiTool}`,
];

const adminRoutes = (s: Seeded) => [
  '/admin-dashboard',
  '/admin-dashboard/todos',
  '/admin-dashboard/members',
  '/admin-dashboard/circles',
  '/admin-dashboard/jobs',
  '/admin-dashboard/usecases',
  '/admin-dashboard/ai-tools',
  '/admin-dashboard/resources',
  `/job/${s.job}/people`,
  `/job/${s.job}/recommendation`,
  `/org/${s.defaultOrganization}/admin`,
  `/circle/${s.circle}?tab=admin`,
  `/event/${s.event}?tab=admin`,
  '/recommendation-package',
];

describe('layout at 360, 768 and 1280 px', () => {
  let visitor: Page;
  let member: Page;
  let admin: Page;
  let newcomer: Page;

  // The four returning visitors get ready at once (sign-in, service worker install, reload are
  // mostly waiting); each role's routes are then one test, so a slow role is named on its own.
  beforeAll(async () => {
    [visitor, member, admin, newcomer] = await Promise.all([
      pageAs(null, '/'),
      pageAs('member@example.org', '/'),
      pageAs('admin@example.org', '/'),
      pageAs('newcomer@example.org', '/registration'),
    ]);
  });

  it('no visitor route scrolls sideways, sticks out of its container or cuts a tab label', async () => {
    expect(await checkAll(visitor, visitorRoutes(seeded))).toEqual([]);
  }, 300_000);

  it('no member route scrolls sideways, sticks out of its container or cuts a tab label', async () => {
    expect(await checkAll(member, memberRoutes(seeded))).toEqual([]);
  }, 300_000);

  it('no administrator route or registration step does either', async () => {
    const faults = await checkAll(admin, adminRoutes(seeded));
    faults.push(...(await checkAll(newcomer, ['/registration'])));
    expect(faults).toEqual([]);
  }, 300_000);
});
