// Chunk entry of the timed-contract screens (/deal_jg, /jgcc): the router loads this module once for both.
export { DeliveryTradeScreen } from '../../screens/delivery/DeliveryTradeScreen';
export { DeliveryOrdersScreen } from '../../screens/delivery/DeliveryOrdersScreen';
