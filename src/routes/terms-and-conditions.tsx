import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';

export const Route = createFileRoute('/terms-and-conditions')({ component: TermsPage });

const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', mt: '4' });

/** Static legal text naming the site by the host it is served from (spec part 1 section 2). */
function TermsPage() {
  const site = window.location.hostname;
  return (
    <article className={css({ maxW: '3xl', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Terms and Conditions</h1>
      <p>
        These terms govern your use of {site} (the "Site"). By creating an account or using the Site you agree to them.
        If you do not agree, please do not use the Site.
      </p>
      <h2 className={sectionTitle}>Your account</h2>
      <p>
        You are responsible for the information you give us and for keeping your password secret. Tell us at once if you
        believe someone else has used your account. We may suspend accounts that break these terms.
      </p>
      <h2 className={sectionTitle}>Your content</h2>
      <p>
        You keep the rights to what you post on {site}. You give the Site a licence to store, show and share it with the
        people you choose, as far as needed to run the service. Do not post anything unlawful, misleading or that
        infringes someone else's rights.
      </p>
      <h2 className={sectionTitle}>Career guidance</h2>
      <p>
        Reports, recommendations and answers from the career agents on {site} are guidance, not professional advice.
        Decide for yourself and check important information with a qualified person.
      </p>
      <h2 className={sectionTitle}>Privacy</h2>
      <p>
        We use your personal data to run your account, to match you with opportunities and, if you agree, to send you
        our newsletter. You can unsubscribe and ask us to delete your data at any time.
      </p>
      <h2 className={sectionTitle}>Changes</h2>
      <p>
        We may update these terms. When we do, we will show the new version on {site}; continuing to use the Site means
        you accept it.
      </p>
    </article>
  );
}
