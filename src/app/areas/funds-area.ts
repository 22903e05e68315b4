// Chunk entry of the funds area (deposits, the assets area's accounts, transfers and records).
export { default as DepositScreen } from '../../screens/funds/DepositScreen';
export { default as DepositRecordsScreen } from '../../screens/funds/DepositRecordsScreen';
export { default as TransferScreen } from '../../screens/funds/TransferScreen';
export { SpotAccountScreen, ContractAccountScreen } from '../../screens/funds/AccountsScreens';
export { TransferRecordsScreen, AccountRecordsScreen } from '../../screens/funds/RecordsScreens';
