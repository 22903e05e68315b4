// Chunk entry of the AI Earn screens (/profit_index, /profit_buy, /profit_wdtg): the router loads this module once for all three.
export { EarnProductsScreen } from '../../screens/earn/EarnProductsScreen';
export { EarnBuyScreen } from '../../screens/earn/EarnBuyScreen';
export { EarnOrdersScreen } from '../../screens/earn/EarnOrdersScreen';
