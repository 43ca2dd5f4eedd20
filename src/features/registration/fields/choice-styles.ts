/** The look of a choice among checkboxes or radios: a bare fieldset, its legend, a row, the error. */
import { css } from '../../../../styled-system/css';

export const groupStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
export const legendStyle = css({ fontWeight: 'medium', fontSize: 'sm', mb: '1' });
export const errorStyle = css({ color: 'danger', fontSize: 'sm' });
export const checkRowStyle = css({ display: 'flex', alignItems: 'center', gap: '2', minH: '8' });
