// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web
// app, so the server sends them as they are (@fastify/static, preCompressed) instead of
// compressing each answer. A copy that would not be smaller is left out; the server then sends
// the original.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file under `dir`; answers how many. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const raw = fs.readFileSync(file);
    const copies: Array<[string, Buffer]> = [
      ['.br', zlib.brotliCompressSync(raw, { params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      } })],
      ['.gz', zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ];
    for (const [ext, body] of copies) {
      if (body.length >= raw.length) continue;
      fs.writeFileSync(file + ext, body);
      written += 1;
    }
  }
  return written;
}

/** The Vite plugin: runs once the bundle is written (build only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'meridian:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
