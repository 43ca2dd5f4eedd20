/** /career-tip/{slug}: the tip, its author, votes; moderation for moderators. */
import { type CareerTip, CONTENT_STATUS_LABELS } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { SafeHtml } from '../../profile/components/safe-html';
import { Byline, OwnerActions } from './detail-bits';
import { DetailFrame, rowStyle, titleStyle } from './detail-frame';
import { VoteControl } from './vote-control';

function TipBody({ tip }: { tip: CareerTip }) {
  return (
    <>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={titleStyle}>{tip.title}</h1>
        <Byline author={tip.created_by} createdAt={tip.created_at} group={tip.group_detail} />
        <div className={rowStyle}>
          {tip.status !== 'approved' ? <Badge tone="neutral">{CONTENT_STATUS_LABELS[tip.status]}</Badge> : null}
          <VoteControl type="careertip" item={tip} title={tip.title} />
          <OwnerActions kind="careertip" item={tip} editHref={null} />
        </div>
      </header>
      <SafeHtml html={tip.content} />
    </>
  );
}

export function CareerTipDetail({ slug }: { slug: string }) {
  return (
    <DetailFrame kind="careertip" slug={slug} fallback="/career-tips">
      {(tip) => <TipBody tip={tip} />}
    </DetailFrame>
  );
}
