// Chunk entry of the contract trade screens (/deal_c, /preciousMetal, /contractTransaction): the
// router loads this module once for all of them; the chart library comes in its own chunk.
export { ContractDealScreen, MetalsDealScreen } from '../../screens/contract/ContractTradeScreen';
