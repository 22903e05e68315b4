// The built web app (WEB_ROOT): each file as the brotli or gzip copy the build wrote beside it when
// the browser accepts one, hashed assets cached for a year (a new build has new names), and
// everything else, index.html above all, revalidated on every use so a deploy shows at once. A
// route the build prerendered (scripts/vite-prerender.ts: prerendered/<route>.html) answers that
// copy of the index page, its first screen already in the HTML.
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
  prerenderedPages.set(app, new Map(
    (fs.existsSync(path.join(webRoot, prerenderedDir)) ? fs.readdirSync(path.join(webRoot, prerenderedDir)) : [])
      .filter((name) => name.endsWith('.html'))
      .map((name) => [name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, `${prerenderedDir}/${name}`]),
  ));
  return true;
}

const prerenderedDir = 'prerendered';
/** Per server: route path → its prerendered page in the build it serves. */
const prerenderedPages = new WeakMap<FastifyInstance, Map<string, string>>();

/** A client-side route of the web app: its prerendered page if the build made one, else the index page. */
export function sendIndex(reply: FastifyReply) {
  const pathname = reply.request.url.split('?')[0];
  return reply.sendFile(prerenderedPages.get(reply.server)?.get(pathname) ?? 'index.html');
}
