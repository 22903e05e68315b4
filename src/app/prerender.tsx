// Build step (scripts/vite-prerender.ts): the first screen of a route rendered to HTML by the real
// components, for a visitor whose session has not started yet (no stored token or language), so
// the page paints before its JavaScript runs. main.tsx then hydrates this markup: the client's
// first render is the same one (the session chart starts in `starting`, the language is English).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './App';
import { preloadEnglish } from './I18nProvider';
import { createWebPlatform } from './platform';
import { AppRoutes } from './routes';

export { prerenderedRoutes } from './routes';

const headerCode = ['src/components/layout/TradeMenu.tsx', 'src/components/layout/NavDrawer.tsx', 'api/messages/en.json'];

/**
 * What main.tsx's `prerenderedPageCode` loads before it hydrates each prerendered route (the
 * route's area, the header's parts that load on their own, the English messages), by source path.
 * The build has the page request these with the entry's code, so they arrive with it instead of
 * being asked for only once the entry has run.
 */
export const firstScreenSources: Record<string, string[]> = {
  '/': ['src/app/areas/home-area.ts', ...headerCode],
  '/market': ['src/app/areas/market-area.ts', ...headerCode],
};

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

function page(url: string) {
  // Never started: nothing is fetched, the session stays in its first state.
  const platform = createWebPlatform({ storage: noStorage, notify: () => {}, reload: () => {}, back: () => {} });
  return (
    <StrictMode>
      <AppProviders platform={platform}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * The markup of `url`'s first screen, for the page's root element. A first pass waits for every
 * lazy screen's code; the second then renders them all in place, with no script to move them there
 * (the page's CSP allows none inline).
 */
export async function prerenderShell(url: string): Promise<string> {
  await preloadEnglish();
  const { prelude } = await prerenderToNodeStream(page(url));
  for await (const _ of prelude);
  return renderToString(page(url));
}
