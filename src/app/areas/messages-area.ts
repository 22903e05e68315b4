// Chunk entry of my messages (/news, /newsDetail): the router loads this module once for both.
export { NewsScreen } from '../../screens/messages/NewsScreen';
export { NewsDetailScreen } from '../../screens/messages/NewsDetailScreen';
