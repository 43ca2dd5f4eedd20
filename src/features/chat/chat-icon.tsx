import type { SVGProps } from 'react';
import { iconBase } from '../../ui/icons';

/** A speech bubble (decorative: the button carrying it has the accessible name). */
export function ChatIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" {...iconBase} width={22} height={22} {...props}>
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
    </svg>
  );
}
