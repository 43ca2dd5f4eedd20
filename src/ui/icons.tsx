/** Inline icons (decorative: the control carrying them has the accessible name). */
import type { SVGProps } from 'react';

/** The attributes every icon shares (also spread by the lazily loaded chat and notification icons). */
export const iconBase = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const;

export function BookmarkIcon({ filled, ...rest }: SVGProps<SVGSVGElement> & { filled?: boolean }) {
  return (
    <svg aria-hidden="true" {...iconBase} {...rest} fill={filled ? 'currentColor' : 'none'}>
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" strokeLinecap="round" />
    </svg>
  );
}

export function CloudOffIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M3 3l18 18M8 8a5 5 0 0 0-2 9.6h11m3-2.1A4 4 0 0 0 17 9h-1.3A6 6 0 0 0 10 5" strokeLinecap="round" />
    </svg>
  );
}

export function SettingsIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M20 7h-9M14 17H5" strokeLinecap="round" />
      <circle cx="17" cy="17" r="3" />
      <circle cx="7" cy="7" r="3" />
    </svg>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
