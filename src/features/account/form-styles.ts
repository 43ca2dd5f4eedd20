import { css } from '../../../styled-system/css';

/** Layout shared by the account forms. */
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const noteStyle = css({ color: 'fg.muted', fontSize: 'sm' });
export const linkStyle = css({ color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline' });
