// Class names styled once, by the theme's global CSS (src/app/theme.ts), for elements a page draws
// many times over: the rows of a list of markets and the figures in them. Chakra's style props
// serialise and hash each element's styles on every render, and a list of markets renders all of
// its rows when it arrives and again with each price tick; plain elements carrying these classes
// cost React alone. The styles are those of Chakra's own recipes (table `sm` `line`, link, badge
// `xs` `subtle`), so the rows look as they did as Chakra elements.
import type { SystemStyleObject } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';

export const staticClass = {
  /** A figure, never broken across lines (i18n/Figure). */
  figure: 'mx-figure',
  /** A row and its cells in a table of size `sm`, variant `line`; a cell with `data-end` aligns to the end. */
  tableRow: 'mx-table-row',
  tableCell: 'mx-table-cell',
  /** Chakra's plain link: the colour palette's foreground, underlined on hover, the focus ring. */
  link: 'mx-link',
  /** Figures in the monospace face; `data-tone` gives them a colour (`muted`, `up`, `down`), `data-size="xl"` a size. */
  mono: 'mx-mono',
  /** A price and its mark side by side. */
  priceWithMark: 'mx-price-with-mark',
  /** The small grey badge marking a reference price. */
  referenceMark: 'mx-reference-mark',
} as const;

const table = theme.tableSlotRecipe;
const badge = theme.badgeRecipe;
const link = theme.linkRecipe;

export const staticClassesCss: Record<string, SystemStyleObject> = {
  [`.${staticClass.figure}`]: { whiteSpace: 'nowrap' },
  [`.${staticClass.tableRow}`]: { ...table.base?.row, ...table.variants?.variant?.line?.row } as SystemStyleObject,
  [`.${staticClass.tableCell}`]: {
    ...table.base?.cell,
    ...table.variants?.variant?.line?.cell,
    ...table.variants?.size?.sm?.cell,
    '&[data-end]': { textAlign: 'end' },
  } as SystemStyleObject,
  [`.${staticClass.link}`]: { ...link.base, ...link.variants?.variant?.plain } as SystemStyleObject,
  [`.${staticClass.mono}`]: {
    fontFamily: 'mono',
    '&[data-tone=muted]': { color: 'fg.muted' },
    '&[data-tone=up]': { color: 'green.400' },
    '&[data-tone=down]': { color: 'red.400' },
    '&[data-size=xl]': { fontSize: 'xl' },
  },
  [`.${staticClass.priceWithMark}`]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'end', gap: '1' },
  [`.${staticClass.referenceMark}`]: {
    colorPalette: 'gray',
    ...badge.base,
    ...badge.variants?.variant?.subtle,
    ...badge.variants?.size?.xs,
  } as SystemStyleObject,
};
