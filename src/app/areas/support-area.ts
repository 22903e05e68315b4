// Chunk entry of the support screen (/service).
export { ServiceScreen } from '../../screens/support/ServiceScreen';
