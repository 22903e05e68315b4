// Chunk entry of the credit score screen (/credit).
export { CreditScreen } from '../../screens/credit/CreditScreen';
