/**
 * What sets each content list route apart: its kind, title, page size, empty text, fixed
 * parameters, filters and layout. The routes add their cards and actions.
 */
import { CONTENT_MESSAGES, CONTENT_PAGE_SIZES, type ContentKind } from '../../../../contract';
import type { ContentListPageProps } from './content-list-page';

type ContentListSpec = Pick<
  ContentListPageProps<ContentKind>,
  'kind' | 'title' | 'pageSize' | 'fixed' | 'emptyMessage' | 'filters' | 'layout'
>;

export const CONTENT_LISTS = {
  usecases: {
    kind: 'usecase',
    title: 'Use Cases',
    pageSize: CONTENT_PAGE_SIZES.usecase,
    emptyMessage: CONTENT_MESSAGES.noUseCases,
  },
  aiTools: {
    kind: 'aitool',
    title: 'AI Tools',
    pageSize: CONTENT_PAGE_SIZES.aitool,
    emptyMessage: CONTENT_MESSAGES.noAiTools,
  },
  resourceHub: {
    kind: 'resource',
    title: 'Resource Hub',
    pageSize: CONTENT_PAGE_SIZES.resource,
    fixed: { type: 'resource' },
    emptyMessage: CONTENT_MESSAGES.noResources,
  },
  promptLibrary: {
    kind: 'resource',
    title: 'Prompt Library',
    pageSize: CONTENT_PAGE_SIZES.prompt,
    fixed: { type: 'prompt' },
    emptyMessage: CONTENT_MESSAGES.noPrompts,
  },
  posts: {
    kind: 'post',
    title: 'Posts',
    pageSize: CONTENT_PAGE_SIZES.post,
    emptyMessage: CONTENT_MESSAGES.noPosts,
    filters: [],
    layout: 'column',
  },
  careerTips: {
    kind: 'careertip',
    title: 'Career Tips',
    pageSize: CONTENT_PAGE_SIZES.careertip,
    emptyMessage: CONTENT_MESSAGES.noCareerTips,
    filters: [],
    layout: 'column',
  },
} as const satisfies Record<string, ContentListSpec>;
