/** The wizard's stops: access blocks, registration results, the sign-up prompt and the finished report. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AGENT_MESSAGES, type AgentBlock } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { surfaceCardStyle } from '../../../ui/surface';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

export function Notice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="status" className={surfaceCardStyle}>
      <p>{message}</p>
      {children ? <div className={rowStyle}>{children}</div> : null}
    </div>
  );
}

const here = (slug: string) => `/careergps/${slug}`;

export function LoginLink({ slug, label = 'Log in' }: { slug: string; label?: string }) {
  return (
    <Link to="/login" search={{ next: here(slug) }} className={button({ variant: 'outline' })}>
      {label}
    </Link>
  );
}

export function SignupLink({ slug }: { slug: string }) {
  return (
    <Link to="/signup" search={{ next: here(slug) }} className={button()}>
      Sign up
    </Link>
  );
}

/** Why the run is refused, and the way on: sign in, or upgrade the membership. */
export function BlockNotice({ slug, block, message }: { slug: string; block: AgentBlock; message: string }) {
  return (
    <Notice message={message}>
      {block === 'sign_in' ? (
        <Link to="/login" search={{ next: here(slug) }} className={button()}>
          {AGENT_MESSAGES.signInToUpgrade}
        </Link>
      ) : (
        <Link to="/membership" className={button()}>
          {AGENT_MESSAGES.upgrade}
        </Link>
      )}
    </Notice>
  );
}

export function SignupPrompt({ slug }: { slug: string }) {
  return (
    <Notice message={AGENT_MESSAGES.signupPrompt}>
      <SignupLink slug={slug} />
      <LoginLink slug={slug} />
    </Notice>
  );
}

/** The run made a report: read it, or finish and return to the agents. */
export function FinishCard({ title, reportSlug, onDone }: { title: string; reportSlug: string; onDone: () => void }) {
  return (
    <div className={surfaceCardStyle}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h2>
      <div className={rowStyle}>
        <a href={`/careergps-report/${encodeURIComponent(reportSlug)}`} className={button()}>
          View report
        </a>
        <button type="button" className={button({ variant: 'outline' })} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
