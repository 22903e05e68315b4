// The built web app (WEB_ROOT): each file as the brotli or gzip copy the build wrote beside it when
// the browser accepts one, hashed assets cached for a year (a new build has new names), and
// everything else, index.html above all, revalidated on every use so a deploy shows at once.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const hashedAssetCache = 'public, max-age=31536000, immutable';
const revalidateCache = 'no-cache';

/** Serves WEB_ROOT when it holds a build; answers whether it does. */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) return false;
  const assets = path.join(path.resolve(webRoot), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', path.resolve(file).startsWith(assets) ? hashedAssetCache : revalidateCache);
    },
  });
  return true;
}

/** A client-side route of the web app: its index page. */
export function sendIndex(reply: FastifyReply) {
  return reply.sendFile('index.html');
}
