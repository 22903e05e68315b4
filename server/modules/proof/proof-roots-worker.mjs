// Entry of a proof-tree worker thread: teaches the thread TypeScript (as the server's own process
// is taught at start), then builds the trees it is sent.
import { register } from 'tsx/esm/api';

register();
await import('./proof-roots-worker.ts');
