// Entry of an image-check worker thread: teaches the thread TypeScript (as the server's own
// process is taught at start), then runs the check.
import { register } from 'tsx/esm/api';

register();
await import('./image-worker.ts');
