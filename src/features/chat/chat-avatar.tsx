import { css } from '../../../styled-system/css';
import { imageSources } from '../../ui/image-sources';
import { initials } from '../../ui/initials';

interface ChatAvatarProps {
  name: string;
  image: string | null;
  /** Pixels. @default 36 */
  size?: number;
}

const avatarStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'full',
  objectFit: 'cover',
  bg: 'brand.subtle',
  color: 'brand.solid',
  fontWeight: 'bold',
  fontSize: 'xs',
});

/** A person's picture or initials; decorative (the button or row beside it carries the name). */
export function ChatAvatar({ name, image, size = 36 }: ChatAvatarProps) {
  const box = { width: `${size}px`, height: `${size}px` };
  if (image)
    return <img {...imageSources(image, size)} alt="" width={size} height={size} style={box} className={avatarStyle} />;
  return (
    <span aria-hidden="true" style={box} className={avatarStyle}>
      {initials(name)}
    </span>
  );
}
