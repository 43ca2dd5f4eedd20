/**
 * /usecase/{slug} (spec part 2 section 2, Use case detail): title over the thumbnail, up to 2
 * topic chips, votes, Document (PDF viewer) and Video (embedded), the description, Why this is
 * important, the AI tools, side panels (business value, complexity, innovation category),
 * collapsible groups (categories, functional areas, career stages, field of interest) and
 * the training panel (the default circle and up to 10 related circles).
 */
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import {
  CARD_TOPICS_MAX,
  CHOICE_NAMES,
  CONTENT_STATUS_LABELS,
  RELATED_CIRCLES_MAX,
  type UseCase,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useTenant } from '../../../tenant/use-tenant';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { pairGrid } from '../../../ui/card-styles';
import { SavedDataImage } from '../../../ui/saved-data-image';
import { SafeHtml } from '../../profile/components/safe-html';
import { ContentBookmarkButton } from './bookmark-button';
import { categoryName, chipRowStyle } from './cards';
import { Byline, OwnerActions } from './detail-bits';
import { DetailFrame, rowStyle } from './detail-frame';
import { FileViewer } from './viewers/file-viewer';
import { VideoEmbed } from './viewers/video-embed';
import { VoteControl } from './vote-control';

const layoutStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
});
const panelStyle = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  bg: 'bg.surface',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
const sectionHeading = css({ fontSize: 'lg', fontWeight: 'semibold' });

function Hero({ useCase }: { useCase: UseCase }) {
  const image = useCase.thumbnail_image?.file ?? null;
  return (
    <div
      className={css({
        position: 'relative',
        borderRadius: 'lg',
        overflow: 'hidden',
        minH: '48',
        display: 'flex',
        alignItems: 'flex-end',
        bg: 'brand.solid',
      })}
    >
      {image ? (
        <SavedDataImage
          src={image}
          alt=""
          className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
        />
      ) : null}
      <div
        className={css({
          position: 'relative',
          w: 'full',
          p: '4',
          bgGradient: 'to-t',
          gradientFrom: 'black/70',
          gradientTo: 'transparent',
          color: 'white',
        })}
      >
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}>{useCase.title}</h1>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={panelStyle}>
      <h2 className={css({ fontWeight: 'semibold' })}>{title}</h2>
      {children}
    </section>
  );
}

function Collapsible({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <details className={panelStyle}>
      <summary className={css({ fontWeight: 'semibold', cursor: 'pointer' })}>{title}</summary>
      <ul className={chipRowStyle}>
        {names.map((name) => (
          <li key={name}>
            <Badge tone="neutral">{name}</Badge>
          </li>
        ))}
      </ul>
    </details>
  );
}

function namesOf(ids: readonly number[], options: readonly { id: number; name: string }[] | undefined): string[] {
  return ids.map((id) => options?.find((option) => option.id === id)?.name ?? '').filter((name) => name !== '');
}

function CircleLink({ circle }: { circle: { name: string; name_slug: string } }) {
  return (
    <Link to="/circle/$slug" params={{ slug: circle.name_slug }} className={css({ color: 'brand.solid' })}>
      {circle.name}
    </Link>
  );
}

function UseCaseBody({ useCase }: { useCase: UseCase }) {
  const tenant = useTenant();
  const [showDocument, setShowDocument] = useState(false);
  const [showVideo, setShowVideo] = useState(false);
  const related = useCase.related_circles
    .filter((circle) => circle.id !== useCase.default_group?.id)
    .slice(0, RELATED_CIRCLES_MAX);
  return (
    <>
      <Hero useCase={useCase} />
      <Byline author={useCase.created_by} createdAt={useCase.created_at} group={useCase.group_detail} />
      <div className={rowStyle}>
        {useCase.topics_detailed.slice(0, CARD_TOPICS_MAX).map((topic) => (
          <Badge key={topic.id} tone="neutral">
            {topic.name}
          </Badge>
        ))}
        {useCase.status !== 'approved' ? <Badge tone="pending">{CONTENT_STATUS_LABELS[useCase.status]}</Badge> : null}
      </div>
      <div className={rowStyle}>
        <VoteControl type="usecase" item={useCase} title={useCase.title} />
        <ContentBookmarkButton type="usecase" id={useCase.id} title={useCase.title} />
        {useCase.document ? (
          <Button variant="outline" size="sm" onClick={() => setShowDocument(true)}>
            Document
          </Button>
        ) : null}
        {useCase.video_link ? (
          <Button variant="outline" size="sm" aria-expanded={showVideo} onClick={() => setShowVideo((shown) => !shown)}>
            Video
          </Button>
        ) : null}
        <OwnerActions
          kind="usecase"
          item={useCase}
          editHref={`/contribute/usecase?${new URLSearchParams({ edit: useCase.slug })}`}
        />
      </div>
      {showVideo && useCase.video_link ? (
        <VideoEmbed url={useCase.video_link} title={useCase.title} poster={useCase.thumbnail_image?.file} />
      ) : null}
      {showDocument && useCase.document ? (
        <FileViewer file={useCase.document} onClose={() => setShowDocument(false)} />
      ) : null}
      <div className={layoutStyle}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <section aria-labelledby="usecase-description">
            <h2 id="usecase-description" className={sectionHeading}>
              Description
            </h2>
            <SafeHtml html={useCase.description} />
          </section>
          <section aria-labelledby="usecase-reason">
            <h2 id="usecase-reason" className={sectionHeading}>
              Why this is important
            </h2>
            <SafeHtml html={useCase.reason} />
          </section>
          {useCase.ai_tools_detailed.length > 0 ? (
            <section aria-labelledby="usecase-tools">
              <h2 id="usecase-tools" className={sectionHeading}>
                AI tools
              </h2>
              <ul className={pairGrid}>
                {useCase.ai_tools_detailed.map((tool) => (
                  <li key={tool.id} className={panelStyle}>
                    <Link
                      to="/ai-tool/$slug"
                      params={{ slug: tool.slug }}
                      className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'semibold' })}
                    >
                      {tool.logo ? <img src={tool.logo} alt="" width={32} height={32} /> : null}
                      {tool.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label="About this use case">
          <Panel title="Business value">
            <p>{CHOICE_NAMES[useCase.business_value]}</p>
          </Panel>
          <Panel title="Complexity">
            <p>{CHOICE_NAMES[useCase.complexity]}</p>
          </Panel>
          <Panel title="Innovation category">
            <p>{CHOICE_NAMES[useCase.innovation_category]}</p>
          </Panel>
          <Collapsible title="Categories" names={useCase.categories.map(categoryName).filter(Boolean)} />
          <Collapsible title="Functional areas" names={namesOf(useCase.job_functions, tenant?.options.job_functions)} />
          <Collapsible title="Career stages" names={namesOf(useCase.career_stages, tenant?.options.career_stages)} />
          <Collapsible
            title="Field of interest"
            names={namesOf(useCase.professional_fields, tenant?.options.professional_fields)}
          />
          {useCase.default_group || related.length > 0 ? (
            <Panel title="Training">
              {useCase.default_group ? (
                <p>
                  <CircleLink circle={useCase.default_group} />
                </p>
              ) : null}
              {related.length > 0 ? (
                <ul
                  aria-label="Related circles"
                  className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
                >
                  {related.map((circle) => (
                    <li key={circle.id}>
                      <CircleLink circle={circle} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </Panel>
          ) : null}
        </aside>
      </div>
    </>
  );
}

export function UseCaseDetail({ slug }: { slug: string }) {
  return (
    <DetailFrame kind="usecase" slug={slug} fallback="/usecases">
      {(useCase) => <UseCaseBody useCase={useCase} />}
    </DetailFrame>
  );
}
