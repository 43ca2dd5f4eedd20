/**
 * An offline vote: the time from the click on Upvote to the new score in the DOM, in real
 * Chromium on the use case list (a vote control on every card), with the network gone. The
 * reference is the same click-to-DOM path on a plain button whose handler writes the text
 * itself, measured in the same page: the ratio is what the app adds to the browser's own cost.
 */
import type { Browser } from 'playwright-core';
import { memberPage } from '../../tests/e2e/support/content-pages';
import type { TestServer } from '../../tests/e2e/support/server';
import { quantile } from './quantile';

const CLICKS = 30;
const WARMUP = 5;

export interface LatencySummary {
  median: number;
  p95: number;
}

export interface OfflineVoteResult {
  clicks: number;
  vote: LatencySummary;
  reference: LatencySummary;
  ratio: number;
}

function summary(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

export async function measureOfflineVote(browser: Browser, server: TestServer): Promise<OfflineVoteResult> {
  const { page, close } = await memberPage({ server, browser }, '/usecases', 'member@example.org');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Upvote', exact: true }).first().waitFor();
  await page.context().setOffline(true);

  const times = await page.evaluate(
    async ({ clicks, warmup }) => {
      const group = document.querySelector('main [role="group"][aria-label^="Votes: "]');
      const button = group?.querySelector<HTMLButtonElement>('button[aria-label="Upvote"]');
      const score = group?.querySelector('output');
      if (!button || !score) throw new Error('no vote control');
      // The reference: a button that writes its own output, the least any UI can do.
      const plain = document.createElement('button');
      const plainOutput = document.createElement('output');
      let count = 0;
      plain.addEventListener('click', () => {
        count += 1;
        plainOutput.textContent = String(count);
      });
      document.body.append(plain, plainOutput);

      const vote: number[] = [];
      const reference: number[] = [];
      const targets = [
        { target: button, watched: score, into: vote },
        { target: plain, watched: plainOutput, into: reference },
      ];
      for (let i = 0; i < clicks + warmup; i += 1) {
        for (const { target, watched, into } of targets) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const done = new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve(performance.now());
            });
            observer.observe(watched, { subtree: true, childList: true, characterData: true });
          });
          const start = performance.now();
          target.click();
          const elapsed = (await done) - start;
          if (i >= warmup) into.push(elapsed);
        }
      }
      return { vote, reference };
    },
    { clicks: CLICKS, warmup: WARMUP },
  );
  await close();
  const vote = summary(times.vote);
  const reference = summary(times.reference);
  return { clicks: CLICKS, vote, reference, ratio: vote.median / reference.median };
}
