// Chunk entry of the spot trading screens (with the chart library): the router loads this module
// once for all of them, so no other route carries the chart.
export { default as DealScreen } from '../../screens/spot/DealScreen';
export { default as SpotOrdersScreen } from '../../screens/spot/SpotOrdersScreen';
