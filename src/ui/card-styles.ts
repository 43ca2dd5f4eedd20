/** The bordered card the lists and side panels share, as Panda class names. */
import { css, cx } from '../../styled-system/css';

const cardBase = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
});

/** A list item's card: its cover image runs to the rounded edge, its body pads itself. */
export const tileCard = cx(cardBase, css({ overflow: 'hidden', bg: 'bg.surface' }));

/** The most CSS pixels wide a list card's cover is shown at (it fills a column of the lists' grids). */
export const CARD_COVER_WIDTH = 320;

/** The lists' grid of cards: one column, two from md, three from lg. */
export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});

/** Two columns of panels from md (one below): the use case's AI tools, the report's target roles. */
export const pairGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
});

/** A compact bordered row on the surface colour: a picture or text beside its actions. */
export const rowCard = css({
  display: 'flex',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
});

/** The CSS pixels of a row card's picture, for its width and height attributes and its sources. */
export const THUMB_SIZE = 48;

/** The picture at the start of a row card: THUMB_SIZE square (Panda's size 12), cropped to fill. */
export const rowThumb = css({ w: '12', h: '12', borderRadius: 'md', objectFit: 'cover', flexShrink: '0' });

/** A row card whose parts wrap onto more lines on a narrow screen, centred across. */
export const wrappingRowCard = cx(rowCard, css({ alignItems: 'center', flexWrap: 'wrap' }));

/** A panel of text and actions, padded all round. */
export const panelCard = cx(cardBase, css({ p: '4' }));

/** A list item's card with no cover image: a panel on the surface colour. */
export const itemCard = cx(panelCard, css({ bg: 'bg.surface' }));

/** A page that is one framed card (the account pages, the registration), centred by its caller. */
export const pageCard = css({
  w: 'full',
  mx: 'auto',
  p: { base: '4', md: '6' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
});
