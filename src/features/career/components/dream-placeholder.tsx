import { PROFILE_MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';

/** The top of the Career Tree: where the member wants to go, and the agent that helps. */
export function DreamPlaceholder() {
  return (
    <li
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'brand.solid',
        borderRadius: 'lg',
        p: '4',
      })}
    >
      <p>
        <strong>{PROFILE_MESSAGES.dreamTitle}</strong> at <strong>{PROFILE_MESSAGES.dreamOrganization}</strong>
      </p>
      <a href="/careergps" className={button({ size: 'sm' })}>
        {PROFILE_MESSAGES.tryCareerGps}
      </a>
    </li>
  );
}
