// The desktop design is for 1366 px and up (DESIGN §3): from there the header shows the full
// navigation; below it (phones, tablets, 1280 px laptops) its entries move into the drawer.
// Chakra's breakpoints stop at 1280 and 1536, hence plain media queries for `css`.
export const desktopUp = '@media screen and (min-width: 1366px)';
export const belowDesktop = '@media screen and (max-width: 1365.98px)';

/** `css` that hides an element on desktop, or below it. */
export const hiddenOnDesktop = { [desktopUp]: { display: 'none' } };
export const hiddenBelowDesktop = { [belowDesktop]: { display: 'none' } };
