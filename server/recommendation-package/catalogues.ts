/** Every recommendation type's catalogue, and the re-reading of a package's items before it is sent. */
import type { RecommendationItem } from '../../contract/connect';
import { PACKAGE_MESSAGES, type PackageItemRef, type PackageItemType } from '../../contract/recommendation-package';
import { HttpError } from '../http/errors';
import type { Catalogue } from './catalogue';
import type { PackageContext } from './context';
import { groupCatalogue, jobCatalogue, peopleCatalogue } from './engine-catalogues';
import { mentorCatalogue } from './mentor-catalogue';
import { reportCatalogue } from './report-catalogue';
import { resourceCatalogue } from './resource-catalogue';

const CATALOGUES: Record<PackageItemType, Catalogue> = {
  resource: resourceCatalogue('resource'),
  external_resource: resourceCatalogue('external_resource'),
  internal_resource: resourceCatalogue('internal_resource'),
  user: peopleCatalogue,
  event: groupCatalogue('event'),
  circle: groupCatalogue('circle'),
  organization: groupCatalogue('organization'),
  job: jobCatalogue,
  mentee: mentorCatalogue('mentee'),
  mentor: mentorCatalogue('mentor'),
  agent_report: reportCatalogue,
};

export const catalogueOf = (type: PackageItemType): Catalogue => CATALOGUES[type];

/**
 * The package's items as the member may be sent them now, each once;
 * one that is gone or not (any more) for this member refuses the whole package.
 */
export async function pickItems(ctx: PackageContext, refs: readonly PackageItemRef[]): Promise<RecommendationItem[]> {
  const idsByType = new Map<PackageItemType, Set<number>>();
  for (const ref of refs) idsByType.set(ref.type, (idsByType.get(ref.type) ?? new Set()).add(ref.id));
  const found = new Map(
    await Promise.all(
      [...idsByType].map(async ([type, ids]) => [type, await CATALOGUES[type].pick(ctx, [...ids])] as const),
    ),
  );
  const items: RecommendationItem[] = [];
  for (const [type, ids] of idsByType) {
    for (const id of ids) {
      const item = found.get(type)?.get(id);
      if (!item) throw new HttpError(400, { items: [PACKAGE_MESSAGES.itemGone] });
      items.push(item);
    }
  }
  return items;
}
