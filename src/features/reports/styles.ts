/** Styles shared by the report page's sections. */
import { css } from '../../../styled-system/css';

export const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: '3' });
export const sectionHeadingStyle = css({ fontSize: 'xl', fontWeight: 'semibold' });
export const mutedStyle = css({ fontSize: 'sm', color: 'fg.muted' });
