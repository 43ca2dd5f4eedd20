/**
 * An image that data saver holds back: in its place, a button of the same size that loads
 * its smallest thumbnail when tapped. Without data saver it is the image, an upload being
 * fetched as the thumbnail that fits its display width (image-sources.ts).
 */
import { type ImgHTMLAttributes, useState } from 'react';
import { MESSAGES } from '../../contract';
import { css, cx } from '../../styled-system/css';
import { countShownImage, watchHeldImage } from './held-bytes';
import { type ImageSources, imageSources, smallestImageSource } from './image-sources';
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

/** Data saver, once tapped, takes the smallest thumbnail; else the one that fits the display width. */
function sourcesOf(src: string, savesData: boolean, shownWidth: number | undefined): ImageSources {
  if (savesData) return { src: smallestImageSource(src) };
  return shownWidth ? imageSources(src, shownWidth) : { src };
}

interface SavedDataImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /**
   * The most CSS pixels wide the image is shown at, which picks its thumbnail.
   * @default width, when it is given; else the original file is loaded
   */
  displayWidth?: number;
}

export function SavedDataImage({ className, alt, width, height, src, displayWidth, ...image }: SavedDataImageProps) {
  const savesData = useSavesData();
  const [isShown, setShown] = useState(false);
  const shownWidth = displayWidth ?? (width === undefined ? undefined : Number(width));
  if (savesData && !isShown) {
    // What would have loaded without data saver counts as saved (held-bytes.ts).
    const heldUrl = sourcesOf(src, false, shownWidth).src;
    return (
      <button
        ref={(button) => (button ? watchHeldImage(button, heldUrl, image.loading === 'lazy') : undefined)}
        type="button"
        className={cx(className, placeholder)}
        style={width !== undefined ? { width: Number(width), height: Number(height ?? width) } : undefined}
        onClick={() => {
          setShown(true);
          countShownImage(heldUrl, sourcesOf(src, true, shownWidth).src);
        }}
      >
        {MESSAGES.showImage(alt ?? '')}
      </button>
    );
  }
  const sources = sourcesOf(src, savesData, shownWidth);
  return <img className={className} alt={alt} width={width} height={height} {...image} {...sources} />;
}
