import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import { pathOf } from '../../contract/endpoint';
import type { Identity, SwitchableOrganization } from '../../contract/identity';
import { MESSAGES } from '../../contract/messages';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { signUp, signUpVerified } from '../testing-account';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 1 }, null, { trustProxy: true });
});
afterAll(() => api?.close());

const identityOf = async (token: string, host = 'localhost:8080') =>
  (await api.call<Identity>('GET', '/api/v1/identity/', { token, host })).body;
const names = (orgs: SwitchableOrganization[]) => orgs.map((org) => `${org.name}@${org.domain}`);
const makeDefault = (token: string, id: number) =>
  api.call<Identity>('POST', pathOf(ACCOUNT_ENDPOINTS.makeDefaultOrganization, { id }), { token });

describe('switchable organizations', () => {
  it('lists this portal’s organizations on the request host, then those of the same verified e-mail elsewhere', async () => {
    const { access } = await api.login('member@example.org');
    const me = await identityOf(access);
    const here = me.switchable_orgs.filter((org) => org.domain === 'localhost');
    expect(here.map((org) => org.name)).toContain('Career Compass');
    expect(here).toHaveLength(2);
    expect(names(me.switchable_orgs)).toContain('Campus Careers Office@campus.localhost');
    expect(me.switchable_orgs.every((org) => !org.is_admin)).toBe(true);
    expect(me.default_organization_id).toBe(me.organization?.id);
    expect(me).toMatchObject({ alternate_email: null, is_alternate_email_verified: false });
    // Seen from 127.0.0.1 (another domain of the same tenant), this portal's orgs live there.
    const fromIp = await identityOf(access, '127.0.0.1:8080');
    expect(fromIp.switchable_orgs.filter((org) => org.domain === '127.0.0.1')).toHaveLength(2);
  });

  it('gives the admin two administered organizations on localhost and marks the campus office as administered', async () => {
    const { access } = await api.login('admin@example.org');
    const me = await identityOf(access);
    const administered = me.switchable_orgs.filter((org) => org.is_admin && org.domain === 'localhost');
    expect(administered.map((org) => org.name)).toEqual(['Career Compass', 'Northwind Analytics']);
    expect(me.switchable_orgs.find((org) => org.name === 'Campus Careers Office')?.is_admin).toBe(true);
  });

  it('makes the demo e-mails accepted members of Campus Careers Office on campus', async () => {
    for (const email of ['admin@example.org', 'member@example.org', 'student@example.org']) {
      const { access } = await api.login(email, CAMPUS_HOST);
      const me = await identityOf(access, CAMPUS_HOST);
      expect(me).toMatchObject({ organization: { name: 'Campus Careers Office' }, membership_status: 'accepted' });
      expect(names(me.switchable_orgs)).toContain('Career Compass@localhost');
    }
  });

  it('leaves out accounts elsewhere that are not verified, and offers nothing elsewhere to an unverified member', async () => {
    const local = await signUpVerified(api, 'half-linked@example.org');
    await signUp(api, 'half-linked@example.org', CAMPUS_HOST);
    expect((await identityOf(local.access)).switchable_orgs.map((org) => org.domain)).toEqual(['localhost']);
    const unverified = await signUp(api, 'member-alike@example.org', CAMPUS_HOST);
    await signUpVerified(api, 'member-alike@example.org');
    const campusSide = await identityOf(unverified.access, CAMPUS_HOST);
    expect(campusSide.switchable_orgs).toEqual([]);
  });
});

describe('POST /api/v1/organizations/{id}/make-default/', () => {
  it('makes an accepted membership the default and answers the new Identity', async () => {
    const { access } = await api.login('member@example.org');
    const before = await identityOf(access);
    const employer = before.switchable_orgs.find((org) => org.domain === 'localhost' && org.name !== 'Career Compass');
    if (!employer) throw new Error('the member has no employer');
    const res = await makeDefault(access, employer.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      organization: { id: employer.id, name: employer.name },
      default_organization_id: employer.id,
      membership_status: 'accepted',
      is_org_admin: false,
    });
    expect((await identityOf(access)).default_organization_id).toBe(employer.id);
    const back = await makeDefault(access, before.default_organization_id ?? 0);
    expect(back.body.organization?.name).toBe('Career Compass');
  });

  it('refuses organizations the member does not belong to, other tenants’ and unknown ones', async () => {
    const { access } = await api.login('student@example.org');
    const admin = await identityOf((await api.login('admin@example.org')).access);
    const northwind = admin.switchable_orgs.find((org) => org.name === 'Northwind Analytics');
    const campus = admin.switchable_orgs.find((org) => org.name === 'Campus Careers Office');
    const notMine = await makeDefault(access, northwind?.id ?? 0);
    expect(notMine.status).toBe(403);
    expect(notMine.body).toEqual({ detail: ORGANIZATION_MESSAGES.notAMember });
    const elsewhere = await makeDefault(access, campus?.id ?? 0);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ detail: MESSAGES.notFound });
    expect((await makeDefault(access, 999_999)).status).toBe(404);
    expect((await identityOf(access)).organization?.name).toBe('Career Compass');
  });
});
