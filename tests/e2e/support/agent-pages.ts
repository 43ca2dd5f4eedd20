/**
 * Page models of the agent area (/careergps, /careergps/{slug}) and the server's side of it,
 * plus a holding proxy: requests whose path matches are kept until released, so a test sees
 * the wizard while a step's call is still running (no sleeps, no timing).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { Page } from 'playwright-core';
import {
  type Agent,
  type AgentLog,
  type AgentReport,
  type AgentStepInfo,
  type Paged,
  stepsFor,
} from '../../../contract';
import { readOk } from './api';
import { freePort } from './server';

export function agentList(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: main.getByRole('heading', { name: 'CareerGPS', level: 1 }),
    list: main.getByRole('list', { name: 'Agents' }),
    start: (name: string) => main.getByRole('link', { name: `Start ${name}`, exact: true }),
    tab: (name: string) => main.getByRole('tab', { name, exact: true }),
  };
}

export function wizard(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    step: (header: string) => main.getByRole('heading', { name: header, level: 2 }),
    button: (name: string) => main.getByRole('button', { name, exact: true }),
    link: (name: string) => main.getByRole('link', { name, exact: true }),
    text: (text: string) => main.getByText(text, { exact: true }),
    field: (label: string) => main.getByLabel(label, { exact: true }),
  };
}

/** The smallest PDF a PDF sniffer accepts: the header, one empty page, the trailer. */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The agent's steps for one audience, by step key, as the server describes them. */
export async function stepInfos(
  port: number,
  slug: string,
  isSignedIn: boolean,
  token?: string,
): Promise<Record<string, AgentStepInfo>> {
  const agent = await serverAgent(port, slug, token);
  return Object.fromEntries(stepsFor(agent, isSignedIn).map((step) => [step.extra_info.id, step.extra_info]));
}

export function infoOf(infos: Record<string, AgentStepInfo>, id: string): AgentStepInfo {
  const info = infos[id];
  if (!info) throw new Error(`no step ${id}`);
  return info;
}

/** Picks the first career stage and the first goal it offers; answers the stage's value. */
export async function fillCareerInformation(page: Page): Promise<string> {
  const ui = wizard(page);
  await ui.field('Career stage').selectOption({ index: 1 });
  await ui.main.getByRole('group', { name: 'Career goals' }).getByRole('checkbox').first().check();
  return ui.field('Career stage').inputValue();
}

// ---- the server's side ----

export async function serverAgent(port: number, slug: string, token?: string): Promise<Agent> {
  return readOk<Agent>(port, token, `/api/v1/agents/slug/${slug}/`, `agent ${slug}`);
}

export async function serverReport(port: number, slug: string, token: string): Promise<AgentReport> {
  return readOk<AgentReport>(port, token, `/api/v1/agent-reports/slug/${slug}/`, `report ${slug}`);
}

export async function serverLogs(port: number, slug: string, token: string): Promise<AgentLog[]> {
  return (await readOk<Paged<AgentLog>>(port, token, `/api/v1/agents/slug/${slug}/logs/?page=1`, `logs of ${slug}`))
    .data;
}

/** The API path that answers an item's page (a recommended item's href). */
export function itemApiPath(href: string): string {
  const [, kind, slug] = /^\/([a-z-]+)\/([^/?#]+)$/.exec(href) ?? [];
  const base: Record<string, string> = {
    resource: '/api/v1/resources/slug/',
    usecase: '/api/v1/use-cases/slug/',
    'ai-tool': '/api/v1/ai-tools/slug/',
    circle: '/api/v1/groups/slug/',
    job: '/api/v1/jobs/slug/',
    profile: '/api/v1/profile/',
  };
  const prefix = kind ? base[kind] : undefined;
  if (!prefix || !slug) throw new Error(`no item API for ${href}`);
  return `${prefix}${slug}/`;
}

// ---- a proxy that holds chosen requests ----

export interface HoldingProxy {
  origin(): string;
  /** Holds requests whose path matches from now on, until release(). */
  hold(match: RegExp): void;
  release(): void;
  /** Answers the next request whose path matches with a 409 `{detail}` (the server is not asked). */
  refuseOnce(match: RegExp, detail: string): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(targetPort: number): Promise<HoldingProxy> {
  const port = await freePort();
  let match: RegExp | null = null;
  let waiting: (() => void)[] = [];
  let refusal: { match: RegExp; detail: string } | null = null;

  const forward = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const server: Server = createServer((req, res) => {
    if (refusal?.match.test(req.url ?? '')) {
      const body = JSON.stringify({ detail: refusal.detail });
      refusal = null;
      req.resume();
      res.writeHead(409, { 'Content-Type': 'application/json' }).end(body);
    } else if (match?.test(req.url ?? '')) {
      req.pause();
      waiting.push(() => {
        req.resume();
        forward(req, res);
      });
    } else forward(req, res);
  });
  // Websockets (live sync) pass through as bytes.
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(targetPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream);
      upstream.pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: () => `http://localhost:${port}`,
    hold(next) {
      match = next;
    },
    release() {
      match = null;
      const held = waiting;
      waiting = [];
      for (const go of held) go();
    },
    refuseOnce(next, detail) {
      refusal = { match: next, detail };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
