/**
 * The agent area for visitors and blocked members, through the real UI and server:
 * a visitor's CareerGPS run to the sign-up prompt (resume and LinkedIn checks on the way), a
 * known email asked to log in, premium agents' sign-in and upgrade blocks, an unknown agent.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from '../../contract';
import { MESSAGES } from '../../contract/messages';
import { fillCareerInformation, infoOf, MINIMAL_PDF, stepInfos, wizard } from './support/agent-pages';
import { api } from './support/api';
import { openPage } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser();
const MEMBER = 'member@example.org';
const STUDENT = 'student@example.org';

const signedIn = (email: string, path: string) => memberPage(env, path, email);

describe('agent area for visitors and blocked members', () => {
  it('takes a visitor to the sign-up prompt; a known email is asked to log in, a used one to sign up', async () => {
    const infos = await stepInfos(env.server.port, 'careergps', false);
    const registration = infoOf(infos, 'registration');
    const upload = infoOf(infos, 'profile-upload');
    const career = infoOf(infos, 'career-information');
    const visitorEmail = `visitor-${Date.now()}@example.org`;
    // A phone's width: the wizard fits without sideways scrolling.
    const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await openPage(context, `${env.server.origin()}/careergps/careergps`);
      const ui = wizard(page);
      await ui.step(registration.header_text).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await ui.button(registration.next_text).click();
      await ui.text(MESSAGES.enterEmail).waitFor();
      await ui.field('Email').fill(visitorEmail);
      await ui.field('First name').fill('Vera');
      await ui.field('Last name').fill('Visitor');
      await ui.field('Country').selectOption({ label: 'Kenya' });
      await ui.button(registration.next_text).click();

      await ui.step(upload.header_text).waitFor();
      await ui.main.getByText('Upload resume', { exact: true }).click();
      await ui.button(upload.next_text).click();
      await ui.text(AGENT_MESSAGES.resumeRequired).waitFor();
      const resume = ui.main.getByLabel(/^Resume \(PDF\)/);
      await resume.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
      await ui.text(AGENT_MESSAGES.resumePdfOnly).waitFor();
      await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      await ui.text('resume.pdf').waitFor();
      await ui.main.getByText('LinkedIn URL', { exact: true }).click();
      await ui.button(upload.next_text).click();
      await ui.text(AGENT_MESSAGES.linkedinRequired).waitFor();
      await ui.main.getByRole('textbox', { name: 'LinkedIn URL' }).fill('https://www.linkedin.com/in/vera-visitor');
      await ui.button(upload.next_text).click();

      await ui.step(career.header_text).waitFor();
      await fillCareerInformation(page);
      await ui.button(career.next_text).click();

      await ui.text(AGENT_MESSAGES.signupPrompt).waitFor();
      const signUp = ui.link('Sign up');
      expect(await signUp.getAttribute('href')).toBe(`/signup?next=${encodeURIComponent('/careergps/careergps')}`);
    } finally {
      await context.close();
    }

    const other = await env.browser.newContext();
    try {
      const page = await openPage(other, `${env.server.origin()}/careergps/leadership-pathways`);
      await wizard(page).text(AGENT_MESSAGES.signInForPremium).waitFor();
      expect(await wizard(page).link(AGENT_MESSAGES.signInToUpgrade).getAttribute('href')).toBe(
        `/login?next=${encodeURIComponent('/careergps/leadership-pathways')}`,
      );
      await page.goto(`${env.server.origin()}/careergps/no-such-agent`);
      await wizard(page).text(AGENT_MESSAGES.notFound).waitFor();
      expect(await wizard(page).link('Back to CareerGPS').getAttribute('href')).toBe('/careergps');
    } finally {
      await other.close();
    }

    // Registering again: a member's email is asked to log in, a visitor's used one to sign up.
    const next = encodeURIComponent('/careergps/careergps');
    const again = [
      { email: MEMBER, message: AGENT_MESSAGES.registrationActive, link: 'Log in', href: `/login?next=${next}` },
      { email: visitorEmail, message: AGENT_MESSAGES.registrationUsed, link: 'Sign up', href: `/signup?next=${next}` },
    ];
    for (const { email, message, link, href } of again) {
      const known = await env.browser.newContext();
      try {
        const page = await openPage(known, `${env.server.origin()}/careergps/careergps`);
        const ui = wizard(page);
        await ui.step(registration.header_text).waitFor();
        await ui.field('Email').fill(email);
        await ui.field('First name').fill('Again');
        await ui.field('Last name').fill('Visitor');
        await ui.field('Country').selectOption({ label: 'Kenya' });
        await ui.button(registration.next_text).click();
        await ui.text(message).waitFor();
        expect(await ui.link(link).first().getAttribute('href')).toBe(href);
      } finally {
        await known.close();
      }
    }
  });

  it('shows a member without premium agents the upgrade on a premium agent', async () => {
    const { context, page, token } = await signedIn(STUDENT, '/careergps/interview-coach');
    try {
      const ui = wizard(page);
      await ui.text(AGENT_MESSAGES.premiumOnly).waitFor();
      expect(await ui.link(AGENT_MESSAGES.upgrade).getAttribute('href')).toBe('/membership');
      const refused = await api<{ code: string }>(
        env.server.port,
        'localhost',
        'POST',
        '/api/v1/agents/slug/interview-coach/runs/',
        { token, body: {} },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('premium');
    } finally {
      await context.close();
    }
  });
});
