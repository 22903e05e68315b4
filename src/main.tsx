// Starts the web app: one platform (session actor + API client) for the page's lifetime, the
// statechart inspector in development, and the React tree. A page the build prerendered
// (src/app/prerender.tsx) is hydrated: its markup stays on screen and becomes live as the code of
// each part arrives, instead of being replaced.
import './app/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { App } from './app/App';
import { preloadEnglish } from './app/I18nProvider';
import { showNotice } from './app/notices';
import { createWebPlatform } from './app/platform';
import { prerenderedRoutes } from './app/routes';

// The theme is dark only: index.html carries the `dark` class that selects the `_dark` values.

/** Development only, on request (`?inspect`): the Stately inspector opens in a new window. */
async function devInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}

/**
 * The code a prerendered page's first render needs: its screen, the header's parts that load on
 * their own, and the English messages. Hydrating before it is there would leave parts of the page
 * waiting for it, and an update reaching such a part (the session starting) would replace it by
 * its loading state. The build requests the same code with the entry's (`firstScreenSources` in
 * app/prerender.tsx names it): keep the two lists alike.
 */
function prerenderedPageCode(pathname: string): Promise<unknown> {
  return Promise.all([
    prerenderedRoutes[pathname]?.(),
    import('./components/layout/TradeMenu'),
    import('./components/layout/NavDrawer'),
    preloadEnglish(),
  ]);
}

async function start() {
  const platform = createWebPlatform({
    storage: window.localStorage,
    notify: showNotice,
    reload: () => window.location.reload(),
    back: () => window.history.back(),
    inspect: import.meta.env.DEV ? await devInspector() : undefined,
  });
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App platform={platform} />
    </StrictMode>
  );
  // The prerendered page is a visitor's in English, in the session's first state: it is hydrated,
  // and the session starts (fetching the settings) in App once it is. In another stored language
  // the first render differs, and the page is rendered anew.
  if (root.firstElementChild && platform.session.getSnapshot().context.lang === 'en') {
    await prerenderedPageCode(window.location.pathname).catch(() => {});
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page stays responsive while it comes alive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    platform.session.start();
    createRoot(root).render(app);
  }
}

void start();
