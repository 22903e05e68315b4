// Build step: the pages most visitors land on first get their first screen in the HTML itself,
// rendered by the real components (src/app/prerender.tsx) into a copy of the built index page:
// `prerendered/index.html` for /, `prerendered/market.html` for /market. The server sends such a
// copy for its route (server/http/web-app.ts); the routes are listed in src/app/routes.tsx, so the header and the page's frame paint before
// the JavaScript has loaded; the app then hydrates the same markup. Every other route keeps the
// plain index page. Runs as the bundle is written, before the precompression step compresses it.
import { createHash } from 'node:crypto';
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

const moduleTags = /\s*<(?:script type="module" crossorigin src="([^"]+)"><\/script>|link rel="modulepreload" crossorigin href="([^"]+)">)/g;

/**
 * The index page with its code requested only once the first screen has painted: its module
 * script and preloads give way to one small script (`file`, under assets/, named by its content)
 * that adds them after the next frame. Fetched at once, the code competes with the page for the
 * first paint on a slow device, and on a slow network the first screen would be counted as
 * waiting for it. A hidden tab paints no frame: the code then comes after half a second.
 * `firstScreen` are more files to preload with it: the code the page's first render loads
 * beyond the entry, which would otherwise be asked for only once the entry has run.
 */
export function loadAfterPaint(page: string, firstScreen: string[] = []): { html: string; file: { name: string; code: string } } {
  let entry: string | undefined;
  const preloads: string[] = [];
  const html = page.replaceAll(moduleTags, (_, script?: string, preload?: string) => {
    if (script) entry = script;
    else preloads.push(preload!);
    return '';
  });
  if (!entry) throw new Error('prerender: index.html has no module script');
  for (const href of firstScreen) if (href !== entry && !preloads.includes(href)) preloads.push(href);
  const code = `// The app's code, requested once the prerendered first screen has painted (scripts/vite-prerender.ts).
const entry = ${JSON.stringify(entry)};
const preloads = ${JSON.stringify(preloads)};
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: 'anonymous', href }));
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: 'anonymous', src: entry }));
}
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
`;
  const name = `assets/after-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  return { html: html.replace('</head>', `  <script type="module" src="/${name}"></script>\n  </head>`), file: { name, code } };
}

interface ManifestChunk { file: string; imports?: string[] }

/**
 * The built files of `sources` (source paths, as the build's manifest names them) and of every
 * module they import statically, as the page requests them.
 */
export function firstScreenFiles(manifest: Record<string, ManifestChunk>, sources: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: the build has no chunk for ${key}`);
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}

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
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes(rootElement)) throw new Error(`prerender: index.html has no ${rootElement}`);
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
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
        const { prerenderShell, prerenderedRoutes, firstScreenSources } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
        fs.mkdirSync(path.join(outDir, prerenderedDir), { recursive: true });
        for (const route of Object.keys(prerenderedRoutes)) {
          const sources = firstScreenSources[route];
          if (!sources) throw new Error(`prerender: no first-screen code is listed for ${route}`);
          const { html: page, file } = loadAfterPaint(index, firstScreenFiles(manifest, sources));
          fs.writeFileSync(path.join(outDir, file.name), file.code);
          const shell = await prerenderShell(route);
          // React puts the resources it found (the logo's preload) first: they belong in <head>.
          const hoisted = /^(?:<link [^>]*>)*/.exec(shell)![0];
          const html = page
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
