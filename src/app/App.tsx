// The app's providers around the router: platform (session + API), Chakra with our theme,
// react-intl and <html lang dir> on the session language, the session's own dialogs and toasts.
import { useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { BrowserRouter } from 'react-router-dom';
import { DocumentAttributes } from './DocumentAttributes';
import { I18nProvider } from './I18nProvider';
import { PlatformProvider } from './platform-context';
import type { WebPlatform } from './platform';
import { SessionOverlays } from './SessionOverlays';
import { AppRoutes } from './routes';
import { appSystem } from './theme';

export function AppProviders({ platform, children }: { platform: WebPlatform; children: ReactNode }) {
  return (
    <PlatformProvider platform={platform}>
      <ChakraProvider value={appSystem()}>
        <I18nProvider>
          <DocumentAttributes />
          {children}
          <SessionOverlays />
        </I18nProvider>
      </ChakraProvider>
    </PlatformProvider>
  );
}

export function App({ platform }: { platform: WebPlatform }) {
  // A prerendered page hydrates as the session's first state, so the session starts (fetching the
  // settings) once that render is in place; starting it again is a no-op.
  useEffect(() => {
    platform.session.start();
  }, [platform]);
  return (
    <AppProviders platform={platform}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
