/** /post/{slug}: back, title, author, date, group, the content and files; Edit for the creator. */
import type { Post } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { SafeHtml } from '../../profile/components/safe-html';
import { Byline, OwnerActions } from './detail-bits';
import { DetailFrame, titleStyle } from './detail-frame';
import { FilesList } from './files-list';

function PostBody({ post }: { post: Post }) {
  return (
    <>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={titleStyle}>{post.title}</h1>
        <Byline author={post.created_by} createdAt={post.created_at} group={post.group_detail} />
        {post.types === 'newsletter' ? <Badge tone="brand">Newsletter</Badge> : null}
        <OwnerActions
          kind="post"
          item={post}
          editHref={`/create/${post.types}?${new URLSearchParams({ edit: post.slug })}`}
        />
      </header>
      <SafeHtml html={post.content} />
      <FilesList files={post.files} />
    </>
  );
}

export function PostDetail({ slug }: { slug: string }) {
  return (
    <DetailFrame kind="post" slug={slug} fallback="/posts">
      {(post) => <PostBody post={post} />}
    </DetailFrame>
  );
}
