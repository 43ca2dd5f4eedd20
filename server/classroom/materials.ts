/**
 * Classroom course work materials into the group's resources, through the content area's own
 * createResource (sanitised text, slug, change log), as the certified administrator who
 * loads them: title, the description with the attached files and links, and the material's
 * Classroom page as the source. A material whose page is already the source of one of the
 * group's resources is not loaded again. Resources are private to the group's members, as
 * the course's materials are to its students.
 */

import { and, eq, inArray } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import type { ClassroomRun } from '../../contract/classroom';
import type { ResourceFormPayload } from '../../contract/content-forms';
import type { AppDeps } from '../app-env';
import { memberDataCommitted } from '../changes/committed';
import { createResource } from '../content/resources';
import { contentRights } from '../content/rights';
import { resources } from '../content/schema';
import type { GroupRow } from '../db/schema';
import type { Actor } from '../groups/membership-rows';
import type { ClassroomMaterial } from './google-classroom';
import { recordRun } from './runs';

const PRIVATE_TO_GROUP = 20;
const MAX_TITLE = 200;

function contentOf(material: ClassroomMaterial): string {
  const paragraphs = material.description
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`);
  const links = material.attachments.map(
    (item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a></li>`,
  );
  const body = [...paragraphs, ...(links.length > 0 ? [`<ul>${links.join('')}</ul>`] : [])];
  return body.length > 0 ? body.join('') : `<p>${escapeHtml(material.title)}</p>`;
}

function formOf(group: GroupRow, material: ClassroomMaterial): ResourceFormPayload {
  return {
    title: material.title.slice(0, MAX_TITLE),
    content: contentOf(material),
    group: group.id,
    type: 'other',
    security_level: PRIVATE_TO_GROUP,
    publish_to_khub: false,
    is_premium: false,
    files: [],
    thumbnail_image: null,
    topics: [],
    topic_area: null,
    career_stages: [],
    country: null,
    source: material.link,
  };
}

export async function loadMaterials(
  deps: Pick<AppDeps, 'db' | 'hub'>,
  actor: Actor,
  group: GroupRow,
  course: { id: string; name: string },
  materials: readonly ClassroomMaterial[],
): Promise<ClassroomRun> {
  const { db } = deps;
  const links = [...new Set(materials.map((material) => material.link))];
  const stored = links.length
    ? await db
        .select({ source: resources.source })
        .from(resources)
        .where(
          and(
            eq(resources.tenantId, actor.tenantId),
            eq(resources.groupId, group.id),
            inArray(resources.source, links),
          ),
        )
    : [];
  const known = new Set(stored.map((row) => row.source));
  // The caller was checked as the group's certified administrator (staff need not be a member).
  const rights = await contentRights(db, actor.tenantId, actor.userId);
  const asAdmin = {
    ...rights,
    certifiedAdminGroupIds: new Set([...rights.certifiedAdminGroupIds, group.id]),
    postableGroupIds: new Set([...rights.postableGroupIds, group.id]),
  };
  let added = 0;
  for (const material of materials) {
    if (known.has(material.link)) continue;
    known.add(material.link);
    await createResource(db, actor.tenantId, asAdmin, actor.userId, formOf(group, material));
    added += 1;
  }
  if (added > 0) memberDataCommitted(deps, actor.tenantId, actor.userId);
  return recordRun(db, actor, group.id, 'resources', course, {
    added,
    existing: materials.length - added,
    notFound: 0,
  });
}
