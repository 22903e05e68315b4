// Chunk entry of the sessions and devices screen (/devices).
export { default as DevicesScreen } from '../../screens/devices/DevicesScreen';
