import { Link } from '@tanstack/react-router';
import { MESSAGES } from '../../contract';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';

export function NotFound() {
  return (
    <section className={css({ textAlign: 'center', py: '16', px: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '6' })}>{MESSAGES.notFoundTitle}</h1>
      <Link to="/" className={button()}>
        {MESSAGES.goHome}
      </Link>
    </section>
  );
}
