/**
 * An image that data saver holds back: in its place, a button of the same size that loads
 * it when tapped. Without data saver it is the plain image.
 */
import { type ImgHTMLAttributes, useState } from 'react';
import { MESSAGES } from '../../contract';
import { css, cx } from '../../styled-system/css';
import { useSavesData } from './save-data';

const placeholder = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '10',
  p: '2',
  bg: 'bg.muted',
  color: 'fg.muted',
  fontSize: 'sm',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid' },
});

export function SavedDataImage({ className, alt, width, height, ...image }: ImgHTMLAttributes<HTMLImageElement>) {
  const savesData = useSavesData();
  const [isShown, setShown] = useState(false);
  if (savesData && !isShown) {
    return (
      <button
        type="button"
        className={cx(className, placeholder)}
        style={width !== undefined ? { width: Number(width), height: Number(height ?? width) } : undefined}
        onClick={() => setShown(true)}
      >
        {MESSAGES.showImage(alt ?? '')}
      </button>
    );
  }
  return <img className={className} alt={alt} width={width} height={height} {...image} />;
}
