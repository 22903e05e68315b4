// Chunk entry of the home area: the router loads this module once for all of its screens.
export { default as HomeScreen } from '../../screens/home/HomeScreen';
