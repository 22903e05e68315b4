// The prerendered pages request the app's code once their first screen has painted: the build
// replaces the index page's module script and preloads by one small script that adds them after
// the next frame (or after half a second, in a tab that paints no frame), together with the code the
// page's first render loads beyond the entry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenFiles, loadAfterPaint } from '../../scripts/vite-prerender';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Meridian Exchange</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/intl-C3.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The code's requests as the page now holds them, in order. */
const requested = () => [...document.head.querySelectorAll('script, link[rel="modulepreload"]')]
  .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('src') ?? el.getAttribute('href')} ${el.getAttribute('crossorigin')}`);

describe('loadAfterPaint', () => {
  it('takes the module script and preloads out of the page, for one script named by its content', () => {
    const { html, file } = loadAfterPaint(built);
    expect(html).not.toContain('index-A1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`<script type="module" src="/${file.name}"></script>\n  </head>`);
    expect(html).toContain('<div id="root"></div>');
    expect(file.name).toMatch(/^assets\/after-paint-[\w-]{8}\.js$/);
    expect(loadAfterPaint(built.replace('intl-C3', 'intl-D4')).file.name).not.toBe(file.name);
  });

  it('adds the first screen\'s files to the preloads, each once and never the entry', () => {
    const { file } = loadAfterPaint(built, ['/assets/home-E5.js', '/assets/intl-C3.js', '/assets/index-A1.js']);
    expect(file.code).toContain('const preloads = ["/assets/react-B2.js","/assets/intl-C3.js","/assets/home-E5.js"];');
    expect(file.name).not.toBe(loadAfterPaint(built).file.name);
  });

  it('refuses a page without a module script', () => {
    expect(() => loadAfterPaint(built.replace(/<script[^]*?<\/script>/, ''))).toThrow(/no module script/);
  });
});

describe('firstScreenFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index-A1.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-B2.js' },
    'src/app/areas/home-area.ts': { file: 'assets/home-E5.js', imports: ['_react.js', '_table.js'] },
    '_table.js': { file: 'assets/table-F6.js', imports: ['_react.js'] },
    'api/messages/en.json': { file: 'assets/en-G7.js' },
  };

  it('gives the files of the sources and of everything they import, once each', () => {
    expect(firstScreenFiles(manifest, ['src/app/areas/home-area.ts', 'api/messages/en.json'])).toEqual(
      ['/assets/home-E5.js', '/assets/react-B2.js', '/assets/table-F6.js', '/assets/en-G7.js']);
  });

  it('refuses a source the build does not have, so a renamed module breaks the build', () => {
    expect(() => firstScreenFiles(manifest, ['src/app/areas/gone.ts'])).toThrow(/no chunk for src\/app\/areas\/gone.ts/);
  });
});

describe('the script it writes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  const run = () => new Function(loadAfterPaint(built).file.code)();
  const code = ['link /assets/react-B2.js anonymous', 'link /assets/intl-C3.js anonymous', 'script /assets/index-A1.js anonymous'];

  it('requests the code after the next frame, once', () => {
    run();
    expect(requested()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(code);
    vi.advanceTimersByTime(1000);
    expect(requested()).toEqual(code);
  });

  it('requests it after half a second when no frame comes (a hidden tab)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    run();
    vi.advanceTimersByTime(499);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(code);
  });
});
