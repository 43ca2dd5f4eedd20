/** A search result's title as a link to its page: each kind has its own route. */
import { Link, linkOptions } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { type SearchResult, sectionOf } from './search-sections';

const linkStyle = css({
  fontWeight: 'semibold',
  color: 'brand.solid',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
});

/** The page of a result, as typed link options. */
function pageOf(result: SearchResult) {
  const { slug } = result;
  switch (sectionOf(result)) {
    case 'job':
      return linkOptions({ to: '/job/$slug', params: { slug } });
    // A message opens the other member's profile, whose Message button opens the conversation.
    case 'person':
    case 'message':
      return linkOptions({ to: '/profile/$slug', params: { slug } });
    case 'circle':
      return linkOptions({ to: '/circle/$slug', params: { slug } });
    case 'event':
      return linkOptions({ to: '/event/$slug', params: { slug } });
    case 'organization':
      return linkOptions({ to: '/org/$nameSlug', params: { nameSlug: slug } });
    case 'resource':
    case 'prompt':
      return linkOptions({ to: '/resource/$slug', params: { slug } });
    case 'post':
      return linkOptions({ to: '/post/$slug', params: { slug } });
    case 'careertip':
      return linkOptions({ to: '/career-tip/$slug', params: { slug } });
    case 'usecase':
      return linkOptions({ to: '/usecase/$slug', params: { slug } });
    case 'aitool':
      return linkOptions({ to: '/ai-tool/$slug', params: { slug } });
    case 'report':
      return linkOptions({ to: '/careergps-report/$slug', params: { slug } });
    case 'notification':
      return linkOptions({ to: '/notification' });
  }
}

export function SearchResultLink({ result }: { result: SearchResult }) {
  return (
    <Link {...pageOf(result)} className={linkStyle}>
      {result.title || result.slug}
    </Link>
  );
}
