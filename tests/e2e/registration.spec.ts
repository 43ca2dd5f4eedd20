/**
 * The registration flow through the real UI (spec part 1 sections 2, 4, 5), once per mode:
 * basic on localhost, advanced on campus.localhost, full on alumni.localhost. Each run checks
 * the steps it passes, a validation message, Skip and Back, what the server stored, and that
 * the member lands on the home page afterwards and is not sent back.
 */
import { describe, expect, it } from 'vitest';
import { listMaxMessage, PROFILE_MESSAGES } from '../../contract';
import { pathOf, serverAndBrowser } from './support/env';
import { newcomerAtRegistration, registration, storedProfile } from './support/registration-pages';

const env = serverAndBrowser();
const SEVEN_SKILLS = ['Python', 'SQL', 'TypeScript', 'React', 'Node.js', 'Java', 'Kotlin'];

describe('registration, basic mode (localhost)', () => {
  it('offers the import choice, then walks the form steps with validation, Back and Skip', async () => {
    const { context, page } = await newcomerAtRegistration(env);
    const reg = registration(page);

    await reg.choiceHeading.waitFor();
    for (const estimate of ['under 10 seconds', 'under 15 seconds', 'under 30 seconds']) {
      await page.getByText(estimate, { exact: false }).waitFor();
    }
    await reg.choose('Step by step');

    await reg.heading('Personal Information').waitFor();
    await reg.progress(1, 7).waitFor();
    await reg.next.click();
    await reg.required.first().waitFor();
    const title = page.getByLabel('Title', { exact: true });
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await reg.fill('Title', 'Junior Data Analyst');
    await reg.select('Country', 'Kenya');
    // Known institutions are suggested from 2 characters; a new name creates one.
    await reg.fill('Institution', 'Rivers');
    await expect
      .poll(() => page.locator('datalist option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))))
      .toContain('Riverside University');
    await reg.fill('Institution', 'University of Nairobi');
    await reg.select('Batch (graduation year)', '2046');
    await reg.next.click();

    await reg.heading('Skills and Topics').waitFor();
    await reg.progress(2, 7).waitFor();
    await reg.next.click();
    await expect.poll(() => reg.required.count()).toBe(2);
    for (const skill of SEVEN_SKILLS) await reg.pick('skills', skill);
    // An eighth is refused with the widget's message.
    await reg.pick('skills', 'Swift');
    await page.getByText(listMaxMessage(7)).waitFor();
    expect(await page.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem').count()).toBe(7);
    await reg.pick('topics', 'Generative AI');

    // Back keeps what was typed.
    await reg.back.click();
    await reg.heading('Personal Information').waitFor();
    expect(await title.inputValue()).toBe('Junior Data Analyst');
    await reg.next.click();
    await reg.heading('Skills and Topics').waitFor();
    await reg.next.click();

    await reg.heading('Social Network Sites').waitFor();
    await reg.skip.click();

    await reg.heading('Current Role').waitFor();
    await reg.select('Current role', 'Recent graduate');
    await reg.next.click();
    // Role 3 also asks for the job function.
    await reg.required.waitFor();
    await reg.select('Job function', 'Data science');
    await reg.next.click();

    await reg.heading('Career Information').waitFor();
    await reg.next.click();
    await expect.poll(() => reg.required.count()).toBeGreaterThanOrEqual(2);
    await reg.select('Career stage', 'Early career');
    await reg.check('Find a job or internship');
    await reg.check('Other');
    await reg.fill('Other career goal', 'Move into health data');
    await reg.check(PROFILE_MESSAGES.notSureOfField);
    expect(await page.getByLabel('Field of interest (optional)').count()).toBe(0);
    await reg.next.click();

    // connectdiaspora is on here: basic mode asks for the country of origin too.
    await reg.countryThenFinish('Ghana', 7);

    // The country step's save and the finishing save are two writes; wait for the last.
    await expect
      .poll(async () => (await storedProfile(env.server, 'localhost')).registration_completed_at, { timeout: 15_000 })
      .not.toBeNull();
    // Nothing is missing, so the missing-info flow stays closed.
    expect(await page.getByRole('dialog', { name: 'Complete your profile' }).count()).toBe(0);
    const stored = await storedProfile(env.server, 'localhost');
    expect(stored).toMatchObject({ title: 'Junior Data Analyst', country: 'KE', batch: 2046 });
    expect(stored.extra_info.country_of_origin).toBe('GH');
    expect(stored.institution_detailed?.name).toBe('University of Nairobi');
    expect(stored.skills).toHaveLength(7);
    expect(stored.topics_detailed.map((topic) => topic.name)).toEqual(['Generative AI']);
    expect(stored.social_linkedin).toBeNull();
    expect(stored.group_profile).toMatchObject({ current_role: 3, job_function: 2 });
    expect(stored.extra_info).toMatchObject({
      career_stage: 4,
      reason_to_join: [1, 0],
      reason_to_join_other: 'Move into health data',
      is_field_unsure: true,
    });

    // The next navigation is not sent back to the registration.
    await page.goto(`${env.server.origin()}/jobs`);
    await page.getByRole('heading', { name: 'Job Board' }).waitFor();
    expect(pathOf(page)).toBe('/jobs');
    await context.close();
  });
});

describe('registration, advanced mode (campus.localhost)', () => {
  it('has no import choice and asks for role, career, AI experience, organization and university', async () => {
    const host = 'campus.localhost';
    // A small phone: the flow must fit 360 px without scrolling sideways.
    const { context, page } = await newcomerAtRegistration(env, host, { viewport: { width: 360, height: 740 } });
    const reg = registration(page);

    await reg.heading('Current Role').waitFor();
    expect(await reg.choiceHeading.count()).toBe(0);
    await reg.progress(1, 6).waitFor();
    await reg.select('Current role', 'Student');
    await reg.next.click();

    await reg.heading('Career Information').waitFor();
    // Focus moves to the new step's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Career Information');
    await reg.select('Career stage', 'Undergraduate');
    await reg.check('Find an internship');
    await reg.next.click();

    await reg.heading('AI Experience').waitFor();
    await reg.next.click();
    await reg.required.waitFor();
    await reg.select('AI level', 'Intermediate');
    await reg.select('Goal', 'Both');
    await reg.check('Mentoring');
    await reg.next.click();

    await reg.heading('Select your organization').waitFor();
    await page.getByRole('button', { name: 'Join Campus Careers Office' }).click();
    const confirm = page.getByRole('dialog', { name: 'Join Campus Careers Office?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Selected', { exact: true }).waitFor();
    await reg.skip.click();

    await reg.heading('University Information').waitFor();
    await reg.back.click();
    await reg.heading('Select your organization').waitFor();
    await reg.skip.click();
    await reg.heading('University Information').waitFor();
    await reg.next.click();
    await expect.poll(() => reg.required.count()).toBe(4);
    // Each message is tied to its field.
    const affiliation = page.getByLabel('Affiliation', { exact: true });
    const describedBy = (await affiliation.getAttribute('aria-describedby')) ?? '';
    const described = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(described).toContain('Required');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await reg.fill('Affiliation', 'Student');
    await reg.select('College', 'College of Engineering');
    await reg.select('Department', 'Computer Science');
    await reg.select('University batch', '2047');
    await reg.next.click();

    await reg.heading(PROFILE_MESSAGES.almostComplete).waitFor();
    await reg.progress(6, 6).waitFor();
    await reg.finish.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');

    await expect
      .poll(async () => (await storedProfile(env.server, host)).registration_completed_at, { timeout: 15_000 })
      .not.toBeNull();
    const stored = await storedProfile(env.server, host);
    expect(stored.group_profile).toMatchObject({ current_role: 2, interested_services: [1] });
    expect(stored.extra_info).toMatchObject({
      career_stage: 2,
      reason_to_join: [1],
      ai_level: 2,
      goal: 'both',
      affiliation: 'Student',
      college: 1,
      department: 1,
      uni_batch: 2047,
    });
    // Complete: no missing-info dialog.
    await page.goto(`${env.server.origin(host)}/jobs`);
    await page.getByRole('heading', { name: 'Job Board' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Complete your profile' }).count()).toBe(0);
    await context.close();
  });
});

describe('registration, full mode (alumni.localhost)', () => {
  it('runs every step of the set, clearing career goals when the stage changes', async () => {
    const host = 'alumni.localhost';
    const { context, page } = await newcomerAtRegistration(env, host);
    const reg = registration(page);

    await reg.choose('Step by step');
    await reg.heading('Personal Information').waitFor();
    await reg.progress(1, 9).waitFor();
    await reg.fill('Title', 'Teacher');
    await reg.select('Country', 'Netherlands');
    await reg.fill('Institution', 'Leiden University');
    await reg.select('Batch (graduation year)', '2050');
    await reg.next.click();

    await reg.heading('Skills and Topics').waitFor();
    await reg.pick('skills', 'Teaching');
    await reg.pick('topics', 'Job search');
    await reg.next.click();

    await reg.heading('Social Network Sites').waitFor();
    await reg.fill('LinkedIn', 'https://www.linkedin.com/in/noah-becker');
    await reg.next.click();

    await reg.heading('Current Role').waitFor();
    await reg.select('Current role', 'Educator');
    expect(await page.getByLabel('Job function').count()).toBe(0);
    await reg.next.click();

    await reg.heading('Career Information').waitFor();
    await reg.select('Career stage', 'Mid career');
    await reg.check('Mentor others');
    // A new stage offers other goals: the chosen ones are cleared.
    await reg.select('Career stage', 'Other');
    await reg.fill('Other career stage', 'Career break');
    expect(await page.getByRole('checkbox', { name: 'Mentor others' }).isChecked()).toBe(false);
    await reg.check('Grow my network');
    await reg.select('Field of interest (optional)', 'Education');
    await reg.next.click();

    await reg.heading('AI Experience').waitFor();
    await reg.select('AI level', 'Beginner');
    await reg.check('Mentoring');
    await reg.next.click();

    await reg.heading('Select your organization').waitFor();
    await reg.skip.click();

    await reg.countryThenFinish('Germany', 9);

    await expect
      .poll(async () => (await storedProfile(env.server, host)).registration_completed_at, { timeout: 15_000 })
      .not.toBeNull();
    const stored = await storedProfile(env.server, host);
    expect(stored).toMatchObject({
      title: 'Teacher',
      country: 'NL',
      social_linkedin: 'https://www.linkedin.com/in/noah-becker',
    });
    expect(stored.group_profile.current_role).toBe(7);
    expect(stored.extra_info).toMatchObject({
      career_stage: 0,
      career_stage_other: 'Career break',
      reason_to_join: [6],
      professional_field: 4,
      ai_level: 1,
      country_of_origin: 'DE',
    });
    await page.goto(`${env.server.origin(host)}/jobs`);
    await page.getByRole('heading', { name: 'Job Board' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Complete your profile' }).count()).toBe(0);
    await context.close();
  });
});
