// Chunk entry of the quick purchase screens (/kjmbSelect, /kjmb): the router loads this module once for both.
export { QuickBuySelectScreen } from '../../screens/quick-buy/QuickBuySelectScreen';
export { QuickBuyScreen } from '../../screens/quick-buy/QuickBuyScreen';
