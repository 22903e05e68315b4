// Starts the web app: one platform (session actor + API client) for the page's lifetime, the
// statechart inspector in development, and the React tree.
import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { App } from './app/App';
import { showNotice } from './app/notices';
import { createWebPlatform } from './app/platform';

// The theme is dark only; the class selects the `_dark` values before the first paint.
document.documentElement.classList.add('dark');

/** Development only, on request (`?inspect`): the Stately inspector opens in a new window. */
async function devInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}

async function start() {
  const platform = createWebPlatform({
    storage: window.localStorage,
    notify: showNotice,
    reload: () => window.location.reload(),
    back: () => window.history.back(),
    inspect: import.meta.env.DEV ? await devInspector() : undefined,
  });
  platform.session.start();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App platform={platform} />
    </StrictMode>,
  );
}

void start();
