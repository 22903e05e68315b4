// Chunk entry of the market list (/market): apart from the trading screens, so it never loads the
// chart library it does not draw.
export { default as MarketScreen } from '../../screens/market/MarketScreen';
