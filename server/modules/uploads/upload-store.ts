// Where upload bytes live, behind one small interface: local files under DATA_DIR/uploads now (outside
// the web root, never served by the static handler), an object store adapter later. Keys are random
// names chosen here, never anything a client sent, so no path can be steered.
import fs from 'node:fs';
import path from 'node:path';
import type { Random } from '../../platform';

export interface UploadStore {
  /** Stores the bytes under a new random key and returns it. */
  put(bytes: Buffer): Promise<string>;
  /** The bytes of `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f]{40}$/;

export function createLocalUploadStore(opts: { dataDir: string; random: Random }): UploadStore {
  const root = path.join(opts.dataDir, 'uploads');
  const fileOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error('not an upload key');
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      const name = opts.random.bytes(20).toString('hex');
      const key = `${name.slice(0, 2)}/${name}`;
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const tmp = `${file}.tmp`;
      await fs.promises.writeFile(tmp, bytes, { mode: 0o600, flag: 'wx' });
      await fs.promises.rename(tmp, file);
      return key;
    },
    async get(key) {
      try {
        return await fs.promises.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
