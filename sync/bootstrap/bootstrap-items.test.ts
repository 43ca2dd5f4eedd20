/**
 * A fresh device starts complete, in the parts a first sync used to miss: the circles the
 * member was removed or rejected from (with the removal reason only they read), their
 * circle-leader application, and every item of the /favorites and /my section pages, not
 * only the dashboards' first three (real app, real PGlite with the demo seed).
 */
import { describe, expect, it } from 'vitest';
import {
  type Group,
  LEADER_APPLICATION_ENDPOINTS,
  LEADER_APPLICATION_QUESTIONS,
  type Paged,
  pathOf,
  type Resource,
  removalNotice,
} from '../../contract';
import { addMembership, makeGroup, makePerson, memberCalls } from '../../server/groups/membership-testing';
import { userIdOf } from '../../server/testing';
import { buildLocalCollection } from '../../src/features/content/collections-local';
import { createApiClient } from '../core/http';
import { onlineCacheKey } from '../core/online/define';
import { pull } from '../core/pull';
import { filterGroups } from '../groups/groups-local';
import { realApiForFile } from '../testing/real-api';
import { realServerDevices } from '../testing/real-server';

const api = realApiForFile();
const device = realServerDevices(api);
const MEMBER = 'member@example.org';

describe('the bootstrap of a fresh device, the rest of the member state', { timeout: 90_000 }, () => {
  it('brings the circles the member was removed and rejected from, while the pickers list only their own', async () => {
    const memberId = await userIdOf(api(), MEMBER);
    const owner = await makePerson(api());
    const calls = memberCalls(api());
    const [removedFrom, rejectedFrom, waiting] = [
      await makeGroup(api(), {}, owner.id),
      await makeGroup(api(), {}, owner.id),
      await makeGroup(api(), {}, owner.id),
    ];
    await addMembership(api(), removedFrom, memberId, { status: 'accepted' });
    expect((await calls.remove(owner.token, removedFrom, memberId, 'Moved on')).status).toBe(200);
    await addMembership(api(), rejectedFrom, memberId, { status: 'pending' });
    expect((await calls.respond(owner.token, rejectedFrom, [memberId], 'reject')).status).toBe(200);
    await addMembership(api(), waiting, memberId, { status: 'pending' });

    const fresh = await device(MEMBER);
    expect(await pull(fresh.ctx, { withMeta: true })).toEqual({ kind: 'done' });
    const removed = await fresh.db.groups.get(removedFrom);
    expect(removed).toMatchObject({ membership_status: 'rejected', removal_reason: 'Moved on' });
    expect(removalNotice('circle', removed?.removal_reason ?? '')).toBe(
      'You were removed from this circle. Reason: Moved on',
    );
    expect(await fresh.db.groups.get(rejectedFrom)).toMatchObject({ membership_status: 'rejected' });
    expect((await fresh.db.groups.get(waiting))?.membership_status).toBe('pending');

    // The content forms' pickers: neither the server's answer nor the stored rows offer them.
    const token = (await api().login(MEMBER)).access;
    const mine = await api().call<Paged<Group>>(
      'GET',
      '/api/v1/groups/?group_type=circle&membership=mine&page_size=50',
      {
        token,
      },
    );
    const offered = mine.body.data.map((group) => group.id);
    expect(offered).toContain(waiting);
    expect(offered).not.toContain(removedFrom);
    expect(offered).not.toContain(rejectedFrom);
    const local = filterGroups(await fresh.db.groups.toArray(), { group_type: 'circle', membership: 'mine' }).map(
      (group) => group.id,
    );
    expect(local).toContain(waiting);
    expect(local).not.toContain(removedFrom);
  });

  it('brings the circle-leader application under review', async () => {
    const token = (await api().login(MEMBER)).access;
    const response = LEADER_APPLICATION_QUESTIONS.map((question) => ({ question, answer: 'Since 2019.' }));
    const sent = await api().call('POST', pathOf(LEADER_APPLICATION_ENDPOINTS.apply), {
      token,
      body: { group: null, response },
    });
    expect(sent.status).toBe(201);

    const fresh = await device(MEMBER);
    expect(await pull(fresh.ctx, { withMeta: true })).toEqual({ kind: 'done' });
    const cached = await fresh.db.onlineCache.get(onlineCacheKey('myLeaderApplication', undefined));
    expect(cached?.value).toMatchObject({ application_status: 'pending' });
  });

  it('brings every item of the section pages, past the dashboards’ first three', async () => {
    const token = (await api().login(MEMBER)).access;
    const resources = await api().call<Paged<Resource>>('GET', '/api/v1/resources/?page=1&page_size=12', { token });
    const ids = resources.body.data.map((item) => item.id);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) {
      expect((await api().call('POST', `/api/v1/bookmark/resource/${id}/`, { token })).status).toBeLessThan(300);
    }
    const circle = await makeGroup(api(), { name: 'Bookmarked, not joined' }, (await makePerson(api())).id);
    expect((await api().call('POST', `/api/v1/bookmark/circle/${circle}/`, { token })).status).toBeLessThan(300);

    const fresh = await device(MEMBER);
    // The same device, with the paths it asks for written down.
    const paths: string[] = [];
    const server = api();
    const counted = createApiClient({
      db: fresh.db,
      baseUrl: 'http://localhost:8080',
      fetch: (input, init) => {
        paths.push(new URL(input).pathname + new URL(input).search);
        const headers = new Headers(init.headers);
        headers.set('Host', 'localhost:8080');
        return Promise.resolve(server.app.request(input, { ...init, headers }));
      },
    });
    expect(await pull({ ...fresh.ctx, api: counted }, { withMeta: true })).toEqual({ kind: 'done' });
    // The bookmarked resources the dashboard did not bring come in one read, not one each.
    const resourceReads = paths.filter((path) => path.startsWith('/api/v1/content-items/?kind=resource&'));
    expect(resourceReads.length).toBeGreaterThanOrEqual(1);
    expect(resourceReads.length).toBeLessThanOrEqual(2); // the favourites' and the member's own
    expect(paths.filter((path) => /^\/api\/v1\/(use-cases|resources|ai-tools|contents)\/\d+\/$/.test(path))).toEqual(
      [],
    );
    // A section the dashboard shows whole (three items or fewer) is not read again: of the
    // favourites, only the twelve resources need their section page.
    const favouritePages = paths.flatMap((path) => {
      const url = new URL(path, 'http://localhost');
      return url.pathname === '/api/v1/my-favourites/' && url.searchParams.has('type')
        ? [url.searchParams.get('type')]
        : [];
    });
    expect(favouritePages).toEqual(['resources']);
    const favorites = await buildLocalCollection(fresh.db, 'favorites', 'resources');
    expect(favorites.map((item) => item.id).sort()).toEqual([...ids].sort());
    const circles = await buildLocalCollection(fresh.db, 'favorites', 'circles');
    expect(circles.map((item) => item.title)).toContain('Bookmarked, not joined');
    // The member's own items of every section their /my table lists.
    for (const type of ['resources', 'usecases', 'aitools', 'posts'] as const) {
      const server = await api().call<Paged<{ id: number }>>('GET', `/api/v1/${type}/me/?page=1&page_size=100`, {
        token,
      });
      const local = await buildLocalCollection(fresh.db, 'my', type);
      expect(local.map((item) => item.id).sort()).toEqual(server.body.data.map((item) => item.id).sort());
    }
  });
});
