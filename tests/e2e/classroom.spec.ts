/**
 * Google Classroom sync through the real UI, the real server and the Classroom stand-in
 * (server/testing-classroom.ts), the server pointed at it by GOOGLE_CLASSROOM_*: the
 * administrator of a certified organization links a course on the Admin tab, syncs its
 * students into members and loads its materials as resources (a second load adds nothing),
 * then sees the spec's message when Google fails and "You're offline" without a connection.
 * What the server stored is checked through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES, type Group, type Paged, type Resource } from '../../contract';
import { type ClassroomStandIn, startClassroomStandIn } from '../../server/testing-classroom';
import { api, apiToken } from './support/api';
import { launchChromium } from './support/browser';
import { memberPage } from './support/content-pages';
import { membersOf } from './support/group-admin-pages';
import { startTestServer, type TestServer } from './support/server';

const HOST = 'localhost';
const COURSE = '5550001';
const STUDENTS = ['member@example.org', 'student@example.org'];
const MATERIALS = ['Week 1: Reading data', 'Week 2: Charts that tell the truth'];

let standIn: ClassroomStandIn;
let server: TestServer;
let browser: Browser;
let token: string;
let org: Group;

beforeAll(async () => {
  standIn = await startClassroomStandIn();
  standIn.setCourse({
    id: COURSE,
    name: 'Applied Data Science',
    students: [...STUDENTS.map((email) => ({ email, name: email })), { email: 'nobody@school.test', name: 'Nobody' }],
    materials: MATERIALS.map((title, n) => ({
      id: `m${n}`,
      title,
      description: `Material ${n + 1} of the course.`,
      links: [{ title: 'Slides', url: `https://example.org/slides-${n}` }],
    })),
  });
  [server, browser] = await Promise.all([startTestServer({ env: standIn.env }), launchChromium()]);
  token = await apiToken(server.port, HOST, 'admin@example.org');
  const orgs = await api<Paged<Group>>(
    server.port,
    HOST,
    'GET',
    '/api/v1/groups/?group_type=organization&membership=admin&page_size=50',
    { token },
  );
  const certified = orgs.body.data.find((group) => group.is_certified && !group.is_influencer);
  if (!certified) throw new Error('admin@ administers no certified organization');
  // The organization is made with a Google Classroom, as its form allows.
  const patched = await api<Group>(server.port, HOST, 'PATCH', `/api/v1/groups/${certified.id}/`, {
    token,
    body: { create_google_classroom: true },
  });
  expect(patched.status).toBe(200);
  org = patched.body;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await standIn?.close();
});

function classroomPanel(page: Page) {
  const panel = page.getByRole('region', { name: CLASSROOM_MESSAGES.heading });
  const action = (name: string) => panel.getByRole('group', { name });
  return {
    panel,
    courseId: panel.getByLabel(CLASSROOM_MESSAGES.classroomId),
    save: panel.getByRole('button', { name: CLASSROOM_MESSAGES.save, exact: true }),
    members: action(CLASSROOM_MESSAGES.syncMembers),
    resources: action(CLASSROOM_MESSAGES.loadResources),
    button: (name: string) => panel.getByRole('button', { name, exact: true }),
  };
}

async function groupResources(): Promise<string[]> {
  const res = await api<Paged<Resource>>(
    server.port,
    HOST,
    'GET',
    `/api/v1/resources/?group_id=${org.id}&page_size=50`,
    { token },
  );
  return res.body.data.map((resource) => resource.title).sort();
}

describe('Google Classroom sync on the Admin tab', () => {
  it('links a course, syncs members, loads resources once, and says when Google fails', async () => {
    const acceptedBefore = new Set((await membersOf(server.port, token, org.id, 'accepted')).map((m) => m.email));
    const newcomers = STUDENTS.filter((email) => !acceptedBefore.has(email)).length;
    const { page, close } = await memberPage({ browser, server }, `/org/${org.name_slug}/admin`, 'admin@example.org');
    const ui = classroomPanel(page);
    await ui.panel.waitFor();
    await ui.members.getByText(CLASSROOM_MESSAGES.neverSynced).waitFor();

    await ui.courseId.fill(COURSE);
    await ui.save.click();
    await page.getByText(CLASSROOM_MESSAGES.saved).first().waitFor();
    expect((await api<Group>(server.port, HOST, 'GET', `/api/v1/groups/${org.id}/`, { token })).body).toMatchObject({
      google_classroom_id: COURSE,
    });

    await ui.button(CLASSROOM_MESSAGES.syncMembers).click();
    const synced = `${CLASSROOM_MESSAGES.membersSynced}: ${newcomers} member${newcomers === 1 ? '' : 's'} added`;
    await ui.members.getByRole('status').filter({ hasText: synced }).waitFor();
    await ui.members.getByText('1 not found on this portal').waitFor();
    const accepted = (await membersOf(server.port, token, org.id, 'accepted')).map((member) => member.email);
    expect(accepted).toEqual(expect.arrayContaining(STUDENTS));

    await ui.button(CLASSROOM_MESSAGES.loadResources).click();
    await ui.resources
      .getByRole('status')
      .filter({ hasText: `${CLASSROOM_MESSAGES.resourcesLoaded}: 2 resources added, 0 already loaded` })
      .waitFor();
    expect(await groupResources()).toEqual([...MATERIALS].sort());

    // A second load finds every material already there.
    await ui.button(CLASSROOM_MESSAGES.loadResources).click();
    await ui.resources.getByRole('status').filter({ hasText: '0 resources added, 2 already loaded' }).waitFor();
    expect(await groupResources()).toEqual([...MATERIALS].sort());

    standIn.fail('status-500');
    await ui.button(CLASSROOM_MESSAGES.syncMembers).click();
    await ui.members.getByRole('alert').filter({ hasText: CLASSROOM_MESSAGES.failed }).waitFor();
    standIn.fail('none');

    await page.context().setOffline(true);
    await ui.panel.getByText(CLASSROOM_MESSAGES.offline).waitFor();
    expect(await ui.button(CLASSROOM_MESSAGES.syncMembers).isDisabled()).toBe(true);
    expect(await ui.button(CLASSROOM_MESSAGES.loadResources).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await close();
  });
});
