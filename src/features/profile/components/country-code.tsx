/**
 * A country marked by its ISO code in a small badge. Flag emoji are regional-indicator
 * pairs that need an emoji font: without one (most desktop Linux and Windows browsers)
 * they show as two letters in boxes, so the code is shown instead, the same everywhere.
 */
import { css, cx } from '../../../../styled-system/css';
import { countryName } from './country-name';

const codeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '7',
  px: '1',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.muted',
  color: 'fg.default',
  fontFamily: 'mono',
  fontSize: 'xs',
  fontWeight: 'semibold',
  lineHeight: '1.4',
  letterSpacing: 'wide',
});

/** The code badge alone; its title (and the name beside it, where shown) say which country. */
export function CountryCode({ code, className }: { code: string; className?: string }) {
  const upper = code.toUpperCase();
  return (
    <abbr
      title={countryName(upper)}
      className={cx(codeStyle, css({ textDecoration: 'none' }), className)}
      data-country-code={upper}
    >
      {upper}
    </abbr>
  );
}

/** The code badge followed by the country's name. */
export function CountryLabel({ code }: { code: string }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
      <CountryCode code={code} />
      <span>{countryName(code)}</span>
    </span>
  );
}
