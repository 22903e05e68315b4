// Chunk entry of the withdrawal area (/money, /address, /tbjl, /receive): loaded once for all of them.
export { default as WithdrawScreen } from '../../screens/withdraw/WithdrawScreen';
export { default as WithdrawAddressScreen } from '../../screens/withdraw/WithdrawAddressScreen';
export { default as WithdrawRecordsScreen } from '../../screens/withdraw/WithdrawRecordsScreen';
export { default as CollectionScreen } from '../../screens/withdraw/CollectionScreen';
