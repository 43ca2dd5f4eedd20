/**
 * /resource/{slug} (spec part 2 section 2, Posts and resources): back, title, author, date,
 * group, topics, the content and files (or the premium lock), Save for offline, the source
 * link's preview for external resources, Edit for the creator and moderation for moderators.
 */
import { CONTENT_MESSAGES, CONTENT_STATUS_LABELS, type Resource } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { SavedDataImage } from '../../../ui/saved-data-image';
import { SafeHtml } from '../../profile/components/safe-html';
import { ContentBookmarkButton } from './bookmark-button';
import { chipRowStyle } from './cards';
import { Byline, OwnerActions } from './detail-bits';
import { DetailFrame, rowStyle, titleStyle } from './detail-frame';
import { FilesList } from './files-list';
import { LinkPreviewCard } from './link-preview-card';
import { LockedNote } from './locked-note';
import { SaveOfflineToggle } from './save-offline';

function ResourceBody({ resource }: { resource: Resource }) {
  return (
    <>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={titleStyle}>{resource.title}</h1>
        <Byline author={resource.created_by} createdAt={resource.created_at} group={resource.group_detail} />
        <div className={chipRowStyle}>
          {resource.publish_to_khub && resource.status === 'approved' ? (
            <Badge tone="brand">{CONTENT_MESSAGES.contributed}</Badge>
          ) : null}
          {resource.is_premium ? <Badge tone="pending">Premium</Badge> : null}
          {resource.type === 'prompt' ? <Badge tone="neutral">Prompt</Badge> : null}
          {resource.status !== 'approved' ? (
            <Badge tone="neutral">{CONTENT_STATUS_LABELS[resource.status]}</Badge>
          ) : null}
          {resource.topics_detailed.map((topic) => (
            <Badge key={topic.id} tone="neutral">
              {topic.name}
            </Badge>
          ))}
        </div>
        <div className={rowStyle}>
          <ContentBookmarkButton type="resource" id={resource.id} title={resource.title} />
          {resource.is_locked ? null : <SaveOfflineToggle kind="resource" item={resource} />}
          <OwnerActions
            kind="resource"
            item={resource}
            editHref={`/contribute/resource?${new URLSearchParams({ edit: resource.title_slug })}`}
          />
        </div>
      </header>
      {resource.thumbnail_image ? (
        <SavedDataImage
          src={resource.thumbnail_image.file}
          alt=""
          className={css({ w: 'full', maxH: '80', objectFit: 'cover', borderRadius: 'lg' })}
        />
      ) : null}
      {resource.is_locked ? (
        <LockedNote />
      ) : (
        <>
          {resource.sub_type === 'external' && resource.source ? <LinkPreviewCard url={resource.source} /> : null}
          <SafeHtml html={resource.content} />
          <FilesList files={resource.files} />
        </>
      )}
    </>
  );
}

export function ResourceDetail({ slug }: { slug: string }) {
  return (
    <DetailFrame kind="resource" slug={slug} fallback="/resourcehub">
      {(resource) => <ResourceBody resource={resource} />}
    </DetailFrame>
  );
}
