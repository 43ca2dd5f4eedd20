/**
 * The Google Classroom REST API v1, the three reads the sync needs: courses.get,
 * courses.students.list and courses.courseWorkMaterials.list, each list followed through
 * its nextPageToken. The access token comes from the refresh token through openid-client
 * (already ours for social login), the reads are plain fetch with every answer checked by a
 * valibot schema: @googleapis/classroom would bring some 90 packages (gaxios, gtoken,
 * node-fetch...) for three GETs, and its current google-auth-library needs Node 22.
 * Anything that goes wrong (no answer, a status, a body that does not fit) is a
 * ClassroomFailure carrying what happened, for the log.
 */
import * as client from 'openid-client';
import * as v from 'valibot';
import type { ClassroomSettings } from './settings';

export class ClassroomFailure extends Error {
  override name = 'ClassroomFailure';
}

const TIMEOUT_MS = 20_000;
const PAGE_SIZE = 100;
/** 500 pages of 100 students or materials; a longer chain is a misbehaving server, not a course. */
const MAX_PAGES = 500;

const Course = v.object({ id: v.string(), name: v.optional(v.string(), '') });

const Student = v.object({
  userId: v.optional(v.string()),
  profile: v.optional(
    v.object({
      emailAddress: v.optional(v.string()),
      name: v.optional(v.object({ fullName: v.optional(v.string()) })),
    }),
  ),
});
const StudentPage = v.object({
  students: v.optional(v.array(Student), []),
  nextPageToken: v.optional(v.string()),
});

const Linked = v.object({ title: v.optional(v.string()), alternateLink: v.optional(v.string()) });
const Material = v.object({
  driveFile: v.optional(v.object({ driveFile: v.optional(Linked) })),
  youtubeVideo: v.optional(Linked),
  link: v.optional(v.object({ url: v.string(), title: v.optional(v.string()) })),
  form: v.optional(v.object({ formUrl: v.optional(v.string()), title: v.optional(v.string()) })),
});
const CourseWorkMaterial = v.object({
  id: v.string(),
  title: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  alternateLink: v.optional(v.string()),
  state: v.optional(v.string()),
  materials: v.optional(v.array(Material), []),
});
const MaterialPage = v.object({
  courseWorkMaterial: v.optional(v.array(CourseWorkMaterial), []),
  nextPageToken: v.optional(v.string()),
});

export interface ClassroomStudent {
  email: string | null;
}

export interface ClassroomMaterial {
  id: string;
  title: string;
  description: string;
  /** The material's page in Classroom (one per material: loads are idempotent by it). */
  link: string;
  /** What it attaches: Drive files, videos, links and forms. */
  attachments: { title: string; url: string }[];
}

function attachmentsOf(materials: readonly v.InferOutput<typeof Material>[]): ClassroomMaterial['attachments'] {
  return materials.flatMap((item) => {
    const linked = item.driveFile?.driveFile ?? item.youtubeVideo;
    if (linked?.alternateLink) return [{ title: linked.title ?? linked.alternateLink, url: linked.alternateLink }];
    if (item.link) return [{ title: item.link.title ?? item.link.url, url: item.link.url }];
    if (item.form?.formUrl) return [{ title: item.form.title ?? item.form.formUrl, url: item.form.formUrl }];
    return [];
  });
}

async function accessToken(settings: ClassroomSettings): Promise<string> {
  const config = new client.Configuration(
    { issuer: new URL(settings.tokenUrl).origin, token_endpoint: settings.tokenUrl },
    settings.clientId,
    settings.clientSecret,
  );
  config.timeout = TIMEOUT_MS / 1000;
  if (new URL(settings.tokenUrl).protocol === 'http:') client.allowInsecureRequests(config);
  try {
    return (await client.refreshTokenGrant(config, settings.refreshToken)).access_token;
  } catch (error) {
    throw new ClassroomFailure(`token refresh failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A signed-in reader of the API: one token for every read of one sync. */
export async function openClassroom(settings: ClassroomSettings) {
  const token = await accessToken(settings);

  async function read<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
    let res: Response;
    let body: unknown;
    try {
      res = await fetch(`${settings.apiUrl}/v1/${path}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = await res.json();
    } catch (error) {
      throw new ClassroomFailure(`GET ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!res.ok) throw new ClassroomFailure(`GET ${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new ClassroomFailure(`GET ${path}: unexpected answer ${v.summarize(parsed.issues)}`);
    return parsed.output;
  }

  /** Every page of a list, in order. */
  async function readAll<T>(
    path: string,
    page: (query: string) => Promise<{ items: T[]; next: string | undefined }>,
  ): Promise<T[]> {
    const items: T[] = [];
    let pageToken: string | undefined;
    for (let n = 0; n < MAX_PAGES; n += 1) {
      const query = new URLSearchParams({ pageSize: String(PAGE_SIZE), ...(pageToken ? { pageToken } : {}) });
      const answer = await page(query.toString());
      items.push(...answer.items);
      if (!answer.next) return items;
      pageToken = answer.next;
    }
    throw new ClassroomFailure(`GET ${path}: more than ${MAX_PAGES} pages`);
  }

  const course = (courseId: string) => encodeURIComponent(courseId);

  return {
    async course(courseId: string): Promise<{ id: string; name: string }> {
      return read(`courses/${course(courseId)}`, Course);
    },
    async students(courseId: string): Promise<ClassroomStudent[]> {
      const path = `courses/${course(courseId)}/students`;
      const students = await readAll(path, async (query) => {
        const answer = await read(`${path}?${query}`, StudentPage);
        return { items: answer.students, next: answer.nextPageToken };
      });
      return students.map((student) => ({ email: student.profile?.emailAddress?.trim().toLowerCase() || null }));
    },
    /** Published materials only: drafts are not for students yet. */
    async materials(courseId: string): Promise<ClassroomMaterial[]> {
      const path = `courses/${course(courseId)}/courseWorkMaterials`;
      const materials = await readAll(path, async (query) => {
        const answer = await read(`${path}?${query}&courseWorkMaterialStates=PUBLISHED`, MaterialPage);
        return { items: answer.courseWorkMaterial, next: answer.nextPageToken };
      });
      return materials
        .filter((material) => material.state === undefined || material.state === 'PUBLISHED')
        .map((material) => ({
          id: material.id,
          title: material.title.trim() || 'Untitled material',
          description: material.description,
          link: material.alternateLink ?? `https://classroom.google.com/c/${courseId}/m/${material.id}/details`,
          attachments: attachmentsOf(material.materials),
        }));
    },
  };
}

export type ClassroomReader = Awaited<ReturnType<typeof openClassroom>>;
