// Chunk entry of the contract position screens (/lt, /positionList, /leverTransactions): the
// router loads this module once for all of them.
export { default as ContractPositionsScreen } from '../../screens/contract-positions/ContractPositionsScreen';
export { default as ContractHistoryScreen } from '../../screens/contract-positions/ContractHistoryScreen';
