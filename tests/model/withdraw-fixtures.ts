// What the withdrawal calls answer in the model tests.
export { policy, record, savedAddress } from '../unit/flows/withdraw-fixtures';
