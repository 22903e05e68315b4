// Chunk entry of the shared screens: not open yet and not found.
export { default as NotOpenYetScreen } from '../../screens/common/NotOpenYetScreen';
export { default as NotFoundScreen } from '../../screens/common/NotFoundScreen';
