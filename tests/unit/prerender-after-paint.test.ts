// The prerendered pages request the app's code once their first screen has painted: the build
// replaces the index page's module script and preloads by one small script that adds them after
// the next frame (or after half a second, in a tab that paints no frame).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAfterPaint } from '../../scripts/vite-prerender';

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

  it('refuses a page without a module script', () => {
    expect(() => loadAfterPaint(built.replace(/<script[^]*?<\/script>/, ''))).toThrow(/no module script/);
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
