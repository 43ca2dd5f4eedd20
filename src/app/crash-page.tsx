import { MESSAGES } from '../../contract';
import { css } from '../../styled-system/css';
import { Button } from '../ui/button';

/** The generic crash page. Plain links and reloads: the router itself may be what failed. */
export function CrashPage() {
  return (
    <section role="alert" className={css({ textAlign: 'center', py: '16', px: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '6' })}>{MESSAGES.crashTitle}</h1>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'center' })}>
        <Button onClick={() => window.location.reload()}>{MESSAGES.refresh}</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          {MESSAGES.goHome}
        </Button>
      </div>
    </section>
  );
}
