import { css } from '../../../../styled-system/css';
import { imageSources } from '../../../ui/image-sources';
import { initials } from '../../../ui/initials';

interface ProfileAvatarProps {
  name: string;
  picture: string | null;
  /** Pixels. @default 96 */
  size?: number;
}

/** The member's picture, or their initials when there is none. */
export function ProfileAvatar({ name, picture, size = 96 }: ProfileAvatarProps) {
  const box = { width: `${size}px`, height: `${size}px` };
  if (picture) {
    return (
      <img
        {...imageSources(picture, size)}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        style={box}
        className={css({ borderRadius: 'full', objectFit: 'cover', flexShrink: 0 })}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Initials of ${name}`}
      style={box}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 'full',
        bg: 'brand.subtle',
        color: 'brand.solid',
        fontWeight: 'bold',
        fontSize: 'xl',
        flexShrink: 0,
      })}
    >
      {initials(name)}
    </span>
  );
}
