// Build step: the pages most visitors land on first get their first screen in the HTML itself,
// rendered by the real components (src/app/prerender.tsx) into a copy of the built index page:
// `prerendered/index.html` for /, `prerendered/market.html` for /market. The server sends such a
// copy for its route (server/http/web-app.ts); the routes are listed in src/app/routes.tsx, so the header and the page's frame paint before
// the JavaScript has loaded; the app then hydrates the same markup. Every other route keeps the
// plain index page. Runs as the bundle is written, before the precompression step compresses it.
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const prerenderedDir = 'prerendered';

/** The file (under the build's root) that holds `route`'s prerendered page. */
function prerenderedFile(route: string): string {
  return `${prerenderedDir}/${route === '/' ? 'index' : route.slice(1)}.html`;
}

const rootElement = '<div id="root"></div>';

export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'meridian:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const page = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!page.includes(rootElement)) throw new Error(`prerender: index.html has no ${rootElement}`);
      const vite = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderShell, prerenderedRoutes } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
        fs.mkdirSync(path.join(outDir, prerenderedDir), { recursive: true });
        for (const route of Object.keys(prerenderedRoutes)) {
          const shell = await prerenderShell(route);
          // React puts the resources it found (the logo's preload) first: they belong in <head>.
          const hoisted = /^(?:<link [^>]*>)*/.exec(shell)![0];
          const html = page
            // The first screen no longer waits for the code: it is fetched after what paints it.
            .replaceAll(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" ')
            .replace('</head>', `  ${hoisted}\n  </head>`)
            .replace(rootElement, `<div id="root">${shell.slice(hoisted.length)}</div>`);
          fs.writeFileSync(path.join(outDir, prerenderedFile(route)), html);
        }
      } finally {
        await vite.close();
      }
    },
  };
}
