// Chunk entry of the withdrawal area (/money, /address, /addressCancel, /tbjl, /receive): loaded once for all of them.
export { default as WithdrawScreen } from '../../screens/withdrawals/WithdrawScreen';
export { default as WithdrawAddressScreen } from '../../screens/withdrawals/WithdrawAddressScreen';
export { default as WithdrawRecordsScreen } from '../../screens/withdrawals/WithdrawRecordsScreen';
export { default as CollectionScreen } from '../../screens/withdrawals/CollectionScreen';
export { default as AddressCancelScreen } from '../../screens/withdrawals/AddressCancelScreen';
