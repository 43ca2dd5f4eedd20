/** /ai-tool/{slug}: logo, name, categories, website, description, use cases, votes, bookmark; Edit and moderation. */
import { Link } from '@tanstack/react-router';
import { type AiTool, CONTENT_MESSAGES, CONTENT_STATUS_LABELS } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { SafeHtml } from '../../profile/components/safe-html';
import { ContentBookmarkButton } from './bookmark-button';
import { categoryName, chipRowStyle } from './cards';
import { OwnerActions } from './detail-bits';
import { DetailFrame, rowStyle, titleStyle } from './detail-frame';
import { EditAiToolButton } from './forms/submit-ai-tool-button';
import { VoteControl } from './vote-control';

function AiToolBody({ tool }: { tool: AiTool }) {
  return (
    <>
      <header className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        {tool.logo ? (
          <img
            src={tool.logo.file}
            alt={`${tool.name} logo`}
            width={72}
            height={72}
            className={css({ borderRadius: 'md' })}
          />
        ) : null}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 className={titleStyle}>{tool.name}</h1>
          {tool.categories.length > 0 ? (
            <ul aria-label="Categories" className={chipRowStyle}>
              {tool.categories.map((id) => (
                <li key={id}>
                  <Badge tone="neutral">{categoryName(id)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {tool.status !== 'approved' ? <Badge tone="pending">{CONTENT_STATUS_LABELS[tool.status]}</Badge> : null}
        </div>
      </header>
      <div className={rowStyle}>
        <VoteControl type="aitool" item={tool} title={tool.name} />
        <ContentBookmarkButton type="aitool" id={tool.id} title={tool.name} />
        {tool.website ? (
          <a
            href={tool.website}
            target="_blank"
            rel="noopener noreferrer"
            className={css({ color: 'brand.solid', textDecoration: 'underline' })}
          >
            Visit website
          </a>
        ) : null}
        <EditAiToolButton tool={tool} />
        <OwnerActions kind="aitool" item={{ ...tool, can_edit: false }} editHref={null} />
      </div>
      <SafeHtml html={tool.description} />
      {tool.use_cases.length > 0 ? (
        <section aria-labelledby="tool-use-cases">
          <h2 id="tool-use-cases" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            Use cases
          </h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {tool.use_cases.map((useCase) => (
              <li key={useCase.id}>
                <Link to="/usecase/$slug" params={{ slug: useCase.slug }} className={css({ color: 'brand.solid' })}>
                  {useCase.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function AiToolDetail({ slug }: { slug: string }) {
  return (
    <DetailFrame kind="aitool" slug={slug} fallback="/ai-tools" notFound={CONTENT_MESSAGES.aiToolNotFound}>
      {(tool) => <AiToolBody tool={tool} />}
    </DetailFrame>
  );
}
