/**
 * The content lists and pages through the real UI and the real server: votes and a
 * bookmark on a use case made offline reach the server as one final state; a resource saved
 * for offline opens its PDF with the server gone; a visitor sees approved resources, the
 * premium lock and the not-found text; search, a filter and paging on /usecases.
 */
import { describe, expect, it } from 'vitest';
import { type AiTool, CONTENT_MESSAGES, type Post, type Resource, type UseCase } from '../../contract';
import { api } from './support/api';
import { openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { contentPage, memberPage, serverBookmarkIds, serverList, serverUseCase } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser({ proxied: true });
const USE_CASE = 'interview-practice-coach';
const OFFLINE_LIST_NOTE = 'Results may be incomplete until you are back online';

describe('votes and bookmarks', () => {
  it('votes up then down and bookmarks a use case offline; the server gets one downvote and the bookmark', async () => {
    const port = env.server.port;
    const { page, token, close } = await memberPage(
      env,
      `/usecase/${USE_CASE}`,
      'member@example.org',
      WITH_SERVICE_WORKER,
    );
    const before = await serverUseCase(port, USE_CASE, token);
    expect(before.user_vote_type).toBe(null);
    expect(before.is_bookmarked).toBe(false);
    const ui = contentPage(page);
    await ui.heading.filter({ hasText: before.title }).waitFor();
    await ui.upvote.waitFor();
    expect(await ui.score.textContent()).toBe(String(before.vote_score));
    await untilServiceWorkerControls(page);

    await env.server.disconnect();
    await page.context().setOffline(true);
    await ui.upvote.click();
    await expect.poll(() => ui.upvote.getAttribute('aria-pressed')).toBe('true');
    expect(await ui.score.textContent()).toBe(String(before.vote_score + 1));
    await ui.pendingMark.first().waitFor();
    await ui.downvote.click();
    await expect.poll(() => ui.downvote.getAttribute('aria-pressed')).toBe('true');
    expect(await ui.upvote.getAttribute('aria-pressed')).toBe('false');
    expect(await ui.score.textContent()).toBe(String(before.vote_score - 1));
    await ui.bookmark.click();
    await expect.poll(() => ui.bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await ui.bookmark.getAttribute('aria-label')).toBe('Remove bookmark');
    expect(await ui.pendingMark.count()).toBeGreaterThanOrEqual(2);

    await env.server.reconnect();
    await page.context().setOffline(false);
    await expect
      .poll(async () => (await serverUseCase(port, USE_CASE, token)).user_vote_type, { timeout: 30_000 })
      .toBe('downvote');
    const after = await serverUseCase(port, USE_CASE, token);
    expect(after.vote_score).toBe(before.vote_score - 1);
    // A visitor reads the same score: exactly one downvote from member@ was counted.
    expect((await serverUseCase(port, USE_CASE)).vote_score).toBe(before.vote_score - 1);
    await expect.poll(() => serverBookmarkIds(port, token, 'usecase'), { timeout: 30_000 }).toContain(before.id);
    await expect.poll(() => ui.pendingMark.count(), { timeout: 30_000 }).toBe(0);
    expect(await ui.score.textContent()).toBe(String(before.vote_score - 1));
    await close();
  });

  it('sends a visitor who votes or bookmarks to sign up and counts nothing', async () => {
    const port = env.server.port;
    const before = await serverUseCase(port, USE_CASE);
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/usecase/${USE_CASE}`);
    const ui = contentPage(page);
    await ui.heading.filter({ hasText: before.title }).waitFor();
    await ui.upvote.click();
    const dialog = page.getByRole('dialog', { name: 'Join to vote' });
    await dialog.getByRole('link', { name: 'Sign Up' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await ui.upvote.getAttribute('aria-pressed')).toBe('false');
    expect(await ui.score.textContent()).toBe(String(before.vote_score));
    expect((await serverUseCase(port, USE_CASE)).vote_score).toBe(before.vote_score);
    // The dialog loads when first asked for; a bookmark asks the same way.
    await ui.bookmark.click();
    const bookmarkDialog = page.getByRole('dialog', { name: 'Join to bookmark' });
    await bookmarkDialog.getByRole('link', { name: 'Log In' }).waitFor();
    await page.keyboard.press('Escape');
    await bookmarkDialog.waitFor({ state: 'detached' });
    expect(await ui.bookmark.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});

describe('saving for offline', () => {
  it('opens a saved resource and its PDF with the server gone', async () => {
    const { page, close } = await memberPage(
      env,
      '/resource/career-planning-guide',
      'member@example.org',
      WITH_SERVICE_WORKER,
    );
    const ui = contentPage(page);
    await ui.heading.filter({ hasText: 'Career Planning Guide' }).waitFor();
    await untilServiceWorkerControls(page);
    await ui.main.getByRole('button', { name: 'Save for offline' }).click();
    await ui.main.getByRole('button', { name: 'Saved for offline' }).waitFor({ timeout: 30_000 });

    await env.server.disconnect();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await ui.heading.filter({ hasText: 'Career Planning Guide' }).waitFor();
      await ui.main.getByRole('button', { name: 'Saved for offline' }).waitFor();
      await ui.main
        .getByRole('button', { name: /^Open .*\.pdf$/i })
        .first()
        .click();
      const viewer = page.getByRole('dialog');
      await viewer.getByTestId('pdf-pages').getByText('Career Planning Guide').first().waitFor({ timeout: 30_000 });
      expect(await viewer.getByRole('alert').count()).toBe(0);
    } finally {
      await page.context().setOffline(false);
      await env.server.reconnect();
    }
    await close();
  });
});

describe('visitors', () => {
  it('lists approved resources with the premium lock, and says when an item does not exist', async () => {
    const port = env.server.port;
    const server = await serverList<Resource>(port, '/api/v1/resources/?type=resource&page_size=12');
    expect(server.data.every((resource) => resource.status === 'approved')).toBe(true);
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/resourcehub`);
    const ui = contentPage(page);
    await ui.heading.filter({ hasText: 'Resource Hub' }).waitFor();
    await ui.cards('Resource Hub').first().waitFor();
    expect(await ui.cardTitles('Resource Hub')).toEqual(server.data.map((resource) => resource.title));

    const premium = server.data.find((resource) => resource.is_premium);
    expect(premium?.is_locked).toBe(true);
    const premiumCard = ui.cards('Resource Hub').filter({ hasText: premium?.title ?? '' });
    await premiumCard.getByRole('link', { name: CONTENT_MESSAGES.signInToUpgrade }).waitFor();
    const open = ui.cards('Resource Hub').filter({ hasNotText: 'Premium' }).first();
    expect(await open.getByRole('link', { name: CONTENT_MESSAGES.signInToUpgrade }).count()).toBe(0);

    // Its page is locked too: no content, no files.
    await premiumCard.getByRole('link', { name: premium?.title ?? '' }).click();
    await ui.heading.filter({ hasText: premium?.title ?? '' }).waitFor();
    await ui.main.getByRole('link', { name: CONTENT_MESSAGES.signInToUpgrade }).waitFor();
    expect(await ui.main.getByRole('button', { name: 'Save for offline' }).count()).toBe(0);

    // The home page's focus areas arrive as ?topic_areas=1,2.
    const areas = await api<{ data: { id: number }[] }>(port, 'localhost', 'GET', '/api/v1/topic-areas/');
    const focus = areas.body.data
      .slice(0, 2)
      .map((area) => area.id)
      .join(',');
    const focused = await serverList<Resource>(
      port,
      `/api/v1/resources/?type=resource&page_size=12&topic_areas=${focus}`,
    );
    expect(focused.pagination.count).toBeLessThan(server.pagination.count);
    await page.goto(`${env.server.origin()}/resourcehub?topic_areas=${focus}`);
    await expect.poll(() => ui.cardTitles('Resource Hub')).toEqual(focused.data.map((resource) => resource.title));

    await page.goto(`${env.server.origin()}/ai-tool/no-such-tool`);
    await ui.main.getByText(CONTENT_MESSAGES.aiToolNotFound).waitFor();
    await page.goto(`${env.server.origin()}/resource/no-such-resource`);
    await ui.main.getByText(CONTENT_MESSAGES.contentNotFound).waitFor();
    await context.close();
  });
});

describe('the use case list', () => {
  it('narrows by search and career stage, ignores a one-letter search, and pages', async () => {
    const port = env.server.port;
    const all = await serverList<UseCase>(port, '/api/v1/use-cases/?page_size=15');
    expect(all.pagination.count).toBeGreaterThan(15);
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/usecases`);
    const ui = contentPage(page);
    await ui.heading.filter({ hasText: 'Use Cases' }).waitFor();
    await expect.poll(() => ui.cardTitles('Use Cases')).toEqual(all.data.map((useCase) => useCase.title));
    await ui.pagination.getByText('Page 1 of 2').waitFor();

    // Page 2 has the rest.
    await ui.pagination.getByRole('button', { name: 'Next' }).click();
    const second = await serverList<UseCase>(port, '/api/v1/use-cases/?page_size=15&page=2');
    await expect.poll(() => ui.cardTitles('Use Cases')).toEqual(second.data.map((useCase) => useCase.title));
    await ui.pagination.getByText('Page 2 of 2').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // One letter is not a search: the list stays as it is.
    await ui.search.fill('c');
    await ui.pagination.getByText('Page 2 of 2').waitFor();
    expect(await ui.cardTitles('Use Cases')).toEqual(second.data.map((useCase) => useCase.title));

    // Two letters and more search from page 1.
    await ui.search.fill('coach');
    const found = await serverList<UseCase>(port, '/api/v1/use-cases/?page_size=15&search=coach');
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.length).toBeLessThan(all.pagination.count);
    await expect.poll(() => ui.cardTitles('Use Cases')).toEqual(found.data.map((useCase) => useCase.title));
    expect(await ui.pagination.count()).toBe(0);

    // A career stage filter.
    await ui.search.fill('');
    await expect.poll(() => ui.cardTitles('Use Cases')).toEqual(all.data.map((useCase) => useCase.title));
    await ui.filter('Career stage').selectOption({ index: 1 });
    const stageId = await ui.filter('Career stage').inputValue();
    const stage = await serverList<UseCase>(port, `/api/v1/use-cases/?page_size=15&career_stage=${stageId}`);
    expect(stage.data.length).toBeGreaterThan(0);
    expect(stage.data.length).toBeLessThan(15);
    await expect.poll(() => ui.cardTitles('Use Cases')).toEqual(stage.data.map((useCase) => useCase.title));
    expect(new URL(page.url()).searchParams.get('career_stage')).toBe(stageId);

    // A search nothing matches shows the empty state.
    await ui.search.fill('zzzz-no-such-use-case');
    await ui.main.getByText(CONTENT_MESSAGES.noUseCases).waitFor();

    // Offline, the list is filtered from what this device stored, and says so.
    await ui.filter('Career stage').selectOption({ index: 0 });
    await ui.search.fill('');
    await expect.poll(() => ui.cardTitles('Use Cases')).toEqual(all.data.map((useCase) => useCase.title));
    await context.setOffline(true);
    await ui.search.fill('coach');
    await ui.main.getByText(OFFLINE_LIST_NOTE).waitFor();
    await expect.poll(() => ui.cardTitles('Use Cases')).toContain('Interview Practice Coach');
    expect(await ui.cardTitles('Use Cases')).not.toContain('Sales Dashboard in an Afternoon');
    await context.setOffline(false);
    await context.close();
  });

  it('shows AI tools, nine a page, with two category chips at most', async () => {
    const port = env.server.port;
    const tools = await serverList<AiTool>(port, '/api/v1/ai-tools/?page_size=9');
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/ai-tools`);
    const ui = contentPage(page);
    await expect.poll(() => ui.cardTitles('AI Tools')).toEqual(tools.data.map((tool) => tool.name));
    for (const card of await ui.cards('AI Tools').all()) {
      expect(await card.getByRole('list', { name: 'Categories' }).getByRole('listitem').count()).toBeLessThanOrEqual(2);
    }
    await ui.main.getByRole('button', { name: 'Submit AI Tool' }).waitFor();
    await context.close();
  });
});

describe("a group's content tabs", () => {
  it("lists the organization's resources and posts in its tabs", async () => {
    const port = env.server.port;
    const hub = await serverList<Resource>(port, '/api/v1/resources/?type=resource&page_size=1');
    const org = hub.data[0]?.group_detail;
    expect(org).toBeTruthy();
    const own = await serverList<Resource>(port, `/api/v1/resources/?group_id=${org?.id}&page_size=12`);
    expect(own.data.length).toBeGreaterThan(0);
    const posts = await serverList<Post>(port, `/api/v1/contents/?group_id=${org?.id}&page_size=15`);
    const { page, close } = await memberPage(env, `/org/${org?.name_slug}/resources`, 'member@example.org');
    const ui = contentPage(page);
    await expect.poll(() => ui.cardTitles('Resources')).toEqual(own.data.map((resource) => resource.title));
    await page.goto(`${env.server.origin()}/org/${org?.name_slug}/posts`);
    await expect.poll(() => ui.cardTitles('Posts')).toEqual(posts.data.map((post) => post.title));
    await close();
  });
});
