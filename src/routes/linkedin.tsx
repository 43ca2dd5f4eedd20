import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NextSearch } from '../features/session/next-path';
import { LinkedinLanding } from '../features/social/linkedin-landing';

/** LINKEDIN_LOGIN_PAGE: the professional-network login's redirect target; LinkedIn's own parameters stay in the address. */
export const Route = createFileRoute('/linkedin')({
  validateSearch: v.looseObject(NextSearch.entries),
  component: function LinkedinPage() {
    const { next = '/' } = Route.useSearch();
    return <LinkedinLanding next={next} />;
  },
});
