/**
 * A country shown by its flag image (country-flag-icons SVGs, one small file per flag,
 * fetched only when shown). Flag emoji are not used: they are regional-indicator pairs that
 * need an emoji font, and without one (most desktop Linux and Windows browsers) they show
 * as two letters in boxes. The ISO code stays the accessible name; a country the package
 * has no flag for, or a flag that does not load, is shown as the code in a small badge.
 */
import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { countryName } from './country-name';
import { useFlagUrl } from './use-flag-url';

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
  textDecoration: 'none',
});

// 3:2 like the SVGs; the outline keeps white flag fields visible on a white card.
const flagStyle = css({
  display: 'inline-block',
  flexShrink: 0,
  w: '6',
  h: '4',
  borderRadius: 'xs',
  outline: '1px solid',
  outlineColor: 'border.default',
  bg: 'bg.muted',
  objectFit: 'cover',
});

/** The country's flag, or its code badge; both carry the code as name and the country as title. */
export function CountryCode({ code, className }: { code: string; className?: string }) {
  const upper = code.toUpperCase();
  const url = useFlagUrl(upper);
  const [hasBroken, setHasBroken] = useState(false);
  if (url === 'loading') {
    return <span role="img" aria-label={upper} className={cx(flagStyle, className)} data-country-code={upper} />;
  }
  if (url && !hasBroken) {
    return (
      <img
        src={url}
        alt={upper}
        title={countryName(upper)}
        className={cx(flagStyle, className)}
        data-country-code={upper}
        onError={() => setHasBroken(true)}
      />
    );
  }
  return (
    <abbr title={countryName(upper)} className={cx(codeStyle, className)} data-country-code={upper}>
      {upper}
    </abbr>
  );
}

/** The flag (or code badge) followed by the country's name. */
export function CountryLabel({ code }: { code: string }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
      <CountryCode code={code} />
      <span>{countryName(code)}</span>
    </span>
  );
}
