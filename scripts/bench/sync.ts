/**
 * `npx tsx scripts/bench/sync.ts`: the two sync benchmarks alone (replay and offline vote),
 * against the build in E2E_DIST_DIR (or ./dist), without the rest of `npm run bench`.
 * `--replay` runs the replay alone.
 */
import { FULL_CHROMIUM, launchChromium } from '../../tests/e2e/support/browser';
import { startTestServer } from '../../tests/e2e/support/server';
import { measureOfflineVote } from './offline-vote';
import { measureReplay } from './replay';

const browser = await launchChromium(FULL_CHROMIUM);
try {
  const server = process.argv.includes('--replay') ? null : await startTestServer();
  try {
    if (server) {
      const vote = await measureOfflineVote(browser, server);
      console.log(
        `Offline vote, click to score in the DOM, ${vote.clicks} clicks: median ${vote.vote.median.toFixed(1)} ms, p95 ${vote.vote.p95.toFixed(1)} ms; plain DOM update median ${vote.reference.median.toFixed(2)} ms, p95 ${vote.reference.p95.toFixed(2)} ms; ratio x${vote.ratio.toFixed(1)}`,
      );
    }
  } finally {
    await server?.dispose();
  }
  const replay = await measureReplay(browser);
  console.log(
    `Replay of ${replay.count} queued bookmarks: ${(replay.clientMs / 1000).toFixed(2)} s in Chromium; the same mutations from Node through the batch endpoint ${(replay.serverBatchMs / 1000).toFixed(2)} s (ratio x${replay.ratio.toFixed(2)}); one request at a time ${(replay.serverMs / 1000).toFixed(2)} s`,
  );
} finally {
  await browser.close();
}
