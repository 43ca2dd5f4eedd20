/**
 * The cards of the content lists (spec part 2 sections 2 and 9): at most 2 topics, the
 * description cut at 200 characters without markup, 2 category chips on AI tools, votes
 * on use cases, AI tools and career tips, the bookmark on resources, use cases and AI tools.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  AI_TOOL_CARD_CATEGORIES,
  type AiTool,
  CARD_DESCRIPTION_CHARS,
  CARD_TOPICS_MAX,
  type CareerTip,
  CONTENT_CATEGORIES,
  CONTENT_MESSAGES,
  CONTENT_STATUS_LABELS,
  POST_TITLE_CHARS,
  type Post,
  RESOURCE_SUMMARY_CHARS,
  type Resource,
  type UseCase,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { CARD_COVER_WIDTH, tileCard } from '../../../ui/card-styles';
import { SavedDataImage } from '../../../ui/saved-data-image';
import { ContentBookmarkButton } from './bookmark-button';
import { LockedNote } from './locked-note';
import { formatContentDate, plainText, truncateText } from './text';
import { VoteControl } from './vote-control';

const imageStyle = css({ w: 'full', h: '32', objectFit: 'cover', bg: 'bg.muted' });
const bodyStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', flex: '1' });
export const chipRowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', alignItems: 'center' });
const footStyle = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', mt: 'auto' });
const headingStyle = css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' });
const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const summaryStyle = css({ fontSize: 'sm' });

export function TopicChips({ topics }: { topics: readonly { id: number; name: string }[] }) {
  if (topics.length === 0) return null;
  return (
    <ul aria-label="Topics" className={chipRowStyle}>
      {topics.slice(0, CARD_TOPICS_MAX).map((topic) => (
        <li key={topic.id}>
          <Badge tone="neutral">{topic.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The start of a card's rich text as plain text, cut at `chars`. */
function Summary({ html, chars = CARD_DESCRIPTION_CHARS }: { html: string; chars?: number }) {
  return <p className={summaryStyle}>{truncateText(plainText(html), chars)}</p>;
}

export const categoryName = (id: number) => CONTENT_CATEGORIES.find((category) => category.id === id)?.name ?? '';

function Card({ image, children, testId }: { image?: string | null | undefined; children: ReactNode; testId: string }) {
  return (
    <li className={tileCard} data-testid={testId}>
      {image ? (
        <SavedDataImage src={image} alt="" className={imageStyle} loading="lazy" displayWidth={CARD_COVER_WIDTH} />
      ) : null}
      <div className={bodyStyle}>{children}</div>
    </li>
  );
}

export function ResourceCard({ resource }: { resource: Resource }) {
  const image = resource.thumbnail_image?.thumbnail_image ?? resource.thumbnail_image?.file ?? null;
  return (
    <Card image={resource.type === 'prompt' ? undefined : image} testId="resource-card">
      <h2 className={headingStyle}>
        <Link to="/resource/$slug" params={{ slug: resource.title_slug }}>
          {resource.title}
        </Link>
      </h2>
      <div className={chipRowStyle}>
        {resource.publish_to_khub && resource.status === 'approved' ? (
          <Badge tone="brand">{CONTENT_MESSAGES.contributed}</Badge>
        ) : null}
        {resource.is_premium ? <Badge tone="pending">Premium</Badge> : null}
        {resource.status !== 'approved' ? <Badge tone="neutral">{CONTENT_STATUS_LABELS[resource.status]}</Badge> : null}
      </div>
      <TopicChips topics={resource.topics_detailed} />
      {resource.is_locked ? <LockedNote /> : <Summary html={resource.content} chars={RESOURCE_SUMMARY_CHARS} />}
      <div className={footStyle}>
        <span className={mutedStyle}>{resource.created_by.name}</span>
        <ContentBookmarkButton type="resource" id={resource.id} title={resource.title} />
      </div>
    </Card>
  );
}

export function UseCaseCard({ useCase }: { useCase: UseCase }) {
  const image = useCase.thumbnail_image?.thumbnail_image ?? useCase.thumbnail_image?.file ?? null;
  return (
    <Card image={image} testId="usecase-card">
      <h2 className={headingStyle}>
        <Link to="/usecase/$slug" params={{ slug: useCase.slug }}>
          {useCase.title}
        </Link>
      </h2>
      {useCase.status !== 'approved' ? <Badge tone="neutral">{CONTENT_STATUS_LABELS[useCase.status]}</Badge> : null}
      <TopicChips topics={useCase.topics_detailed} />
      <Summary html={useCase.description} />
      <div className={footStyle}>
        <VoteControl type="usecase" item={useCase} title={useCase.title} />
        <ContentBookmarkButton type="usecase" id={useCase.id} title={useCase.title} />
      </div>
    </Card>
  );
}

export function AiToolCard({ tool }: { tool: AiTool }) {
  return (
    <Card testId="aitool-card">
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        {tool.logo ? (
          <SavedDataImage
            src={tool.logo.thumbnail_image ?? tool.logo.file}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        ) : null}
        <h2 className={headingStyle}>
          <Link to="/ai-tool/$slug" params={{ slug: tool.slug }}>
            {tool.name}
          </Link>
        </h2>
      </div>
      {tool.categories.length > 0 ? (
        <ul aria-label="Categories" className={chipRowStyle}>
          {tool.categories.slice(0, AI_TOOL_CARD_CATEGORIES).map((id) => (
            <li key={id}>
              <Badge tone="neutral">{categoryName(id)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Summary html={tool.description} />
      <div className={footStyle}>
        <VoteControl type="aitool" item={tool} title={tool.name} />
        <ContentBookmarkButton type="aitool" id={tool.id} title={tool.name} />
      </div>
    </Card>
  );
}

export function PostCard({ post }: { post: Post }) {
  return (
    <Card testId="post-card">
      <h2 className={headingStyle}>
        <Link to="/post/$slug" params={{ slug: post.slug }}>
          {truncateText(post.title, POST_TITLE_CHARS)}
        </Link>
      </h2>
      <div className={chipRowStyle}>
        {post.types === 'newsletter' ? <Badge tone="brand">Newsletter</Badge> : null}
        {post.group_detail ? <Badge tone="neutral">{post.group_detail.name}</Badge> : null}
      </div>
      <Summary html={post.content} />
      <p className={mutedStyle}>
        {post.created_by.name} · {formatContentDate(post.created_at)}
      </p>
    </Card>
  );
}

export function CareerTipCard({ tip }: { tip: CareerTip }) {
  return (
    <Card testId="careertip-card">
      <h2 className={headingStyle}>
        <Link to="/career-tip/$slug" params={{ slug: tip.slug }}>
          {tip.title}
        </Link>
      </h2>
      {tip.status !== 'approved' ? <Badge tone="neutral">{CONTENT_STATUS_LABELS[tip.status]}</Badge> : null}
      <Summary html={tip.content} />
      <div className={footStyle}>
        <span className={mutedStyle}>{tip.created_by.name}</span>
        <VoteControl type="careertip" item={tip} title={tip.title} />
      </div>
    </Card>
  );
}
