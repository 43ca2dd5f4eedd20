/**
 * Test support: a local stand-in for the parts of Google's OAuth2 token endpoint and the
 * Classroom REST API v1 our adapter calls (node:http on 127.0.0.1): the refresh-token grant,
 * courses.get, courses.students.list and courses.courseWorkMaterials.list with Google's
 * paging (at most `pageSize` items a page, 2 by default, so a small course spans pages).
 * Courses live in memory; every request is recorded; `fail()` makes the API answer 500, a
 * body that is not JSON, or JSON of the wrong shape. Not a test itself; nothing of ours is
 * mocked.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClassroomSettings } from './classroom/settings';

export interface StandInStudent {
  email: string | null;
  name: string;
}

export interface StandInMaterial {
  id: string;
  title: string;
  description?: string;
  state?: 'PUBLISHED' | 'DRAFT';
  links?: { title: string; url: string }[];
}

export interface StandInCourse {
  id: string;
  name: string;
  students: StandInStudent[];
  materials: StandInMaterial[];
}

export type StandInFailure = 'none' | 'status-500' | 'not-json' | 'wrong-shape';

type Json = Record<string, unknown>;

const CREDENTIALS = { clientId: 'classroom-client', clientSecret: 'classroom-secret', refreshToken: 'refresh-1' };

function send(res: ServerResponse, status: number, body: Json | string) {
  res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => {
      raw += part;
    });
    req.on('end', () => resolve(raw));
  });
}

/** The client's id and secret, from the Basic header or the form (both are allowed by OAuth2). */
function clientOf(req: IncomingMessage, form: URLSearchParams) {
  const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

function page<T>(items: readonly T[], url: URL, size: number) {
  const asked = Number(url.searchParams.get('pageSize') ?? size);
  const perPage = Math.max(1, Math.min(size, asked || size));
  const start = Number(Buffer.from(url.searchParams.get('pageToken') ?? '', 'base64url').toString() || 0);
  const end = start + perPage;
  const next = end < items.length ? Buffer.from(String(end)).toString('base64url') : undefined;
  return { slice: items.slice(start, end), next };
}

export async function startClassroomStandIn(options: { pageSize?: number } = {}) {
  const pageSize = options.pageSize ?? 2;
  const courses = new Map<string, StandInCourse>();
  const tokens = new Set<string>();
  const requests: { method: string; path: string }[] = [];
  let failure: StandInFailure = 'none';

  function api(url: URL, res: ServerResponse) {
    if (failure === 'status-500') return send(res, 500, googleError(500, 'INTERNAL', 'Internal error encountered.'));
    if (failure === 'not-json') return send(res, 200, '<html><body>Sign in to continue</body></html>');
    if (failure === 'wrong-shape') return send(res, 200, { id: 7, students: 'none', courseWorkMaterial: {} });
    const [, , , courseId = '', list] = url.pathname.split('/').map(decodeURIComponent);
    const course = courses.get(courseId);
    if (!course) return send(res, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
    if (list === undefined) return send(res, 200, { id: course.id, name: course.name, courseState: 'ACTIVE' });
    if (list === 'students') {
      const { slice, next } = page(course.students, url, pageSize);
      const students = slice.map((student, index) => ({
        courseId,
        userId: `${courseId}-${index}-${student.name}`,
        profile: { name: { fullName: student.name }, ...(student.email ? { emailAddress: student.email } : {}) },
      }));
      return send(res, 200, { students, ...(next ? { nextPageToken: next } : {}) });
    }
    if (list === 'courseWorkMaterials') {
      const { slice, next } = page(course.materials, url, pageSize);
      const courseWorkMaterial = slice.map((material) => ({
        courseId,
        id: material.id,
        title: material.title,
        ...(material.description ? { description: material.description } : {}),
        state: material.state ?? 'PUBLISHED',
        alternateLink: `https://classroom.google.com/c/${courseId}/m/${material.id}/details`,
        materials: (material.links ?? []).map((link) => ({ link: { url: link.url, title: link.title } })),
      }));
      return send(res, 200, { courseWorkMaterial, ...(next ? { nextPageToken: next } : {}) });
    }
    return send(res, 404, googleError(404, 'NOT_FOUND', 'Not found.'));
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const client = clientOf(req, form);
    if (client.id !== CREDENTIALS.clientId || client.secret !== CREDENTIALS.clientSecret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== CREDENTIALS.refreshToken) {
      return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
    }
    const accessToken = `ya29.${randomBytes(12).toString('hex')}`;
    tokens.add(accessToken);
    return send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer', scope: 'classroom' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}` });
    if (req.method === 'POST' && url.pathname === '/token') {
      token(req, res).catch(() => res.destroy());
      return;
    }
    const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return send(res, 401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
    }
    if (req.method === 'GET' && url.pathname.startsWith('/v1/courses/')) return api(url, res);
    return send(res, 404, googleError(404, 'NOT_FOUND', 'Not found.'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const settings: ClassroomSettings = { ...CREDENTIALS, tokenUrl: `${origin}/token`, apiUrl: origin };
  return {
    settings,
    /** The GOOGLE_CLASSROOM_* environment of a server process pointed at this stand-in. */
    env: {
      GOOGLE_CLASSROOM_CLIENT_ID: settings.clientId,
      GOOGLE_CLASSROOM_CLIENT_SECRET: settings.clientSecret,
      GOOGLE_CLASSROOM_REFRESH_TOKEN: settings.refreshToken,
      GOOGLE_CLASSROOM_TOKEN_URL: settings.tokenUrl,
      GOOGLE_CLASSROOM_API_URL: settings.apiUrl,
    },
    requests,
    setCourse(course: StandInCourse) {
      courses.set(course.id, course);
    },
    fail(mode: StandInFailure) {
      failure = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ClassroomStandIn = Awaited<ReturnType<typeof startClassroomStandIn>>;
