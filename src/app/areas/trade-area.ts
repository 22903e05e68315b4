// Chunk entry of the market and spot trading screens (with the chart library): the router loads
// this module once for all of them, so the home route never carries the chart.
export { default as MarketScreen } from '../../screens/market/MarketScreen';
export { default as DealScreen } from '../../screens/trade/DealScreen';
export { default as SpotOrdersScreen } from '../../screens/trade/SpotOrdersScreen';
