// Renders a real screen as the app does (Chakra, react-intl, router, platform) over a fake wire
// whose answers the test gives one by one, so every state of a flow can be held and looked at.
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { vi } from 'vitest';
import type { EndpointKey } from '../../api/registry';
import serverEnglish from '../../api/messages/en.json';
import { ApiError, NetworkError, type ApiClient } from '../../src/services/api';
import { sessionMachine, type SessionInfo, type SiteSettings } from '../../src/machines/session.machine';
import { PlatformProvider } from '../../src/app/platform-context';
import type { WebPlatform } from '../../src/app/platform';
import { appSystem } from '../../src/app/theme';

export interface WireCall {
  key: EndpointKey;
  params: Record<string, unknown>;
  rtoken?: string;
  quiet?: boolean;
  settled: boolean;
  resolve(value: { data: unknown; message: string }): void;
  reject(error: unknown): void;
  /** An upload's progress callback (multipart calls only). */
  onProgress?: (percent: number) => void;
}

/** A wire that holds every call until the test answers it. */
export function createFakeWire() {
  const calls: WireCall[] = [];
  const automatic = new Map<EndpointKey, () => unknown>();

  const client = {
    call(key: EndpointKey, params: Record<string, unknown>, options: { rtoken?: string; quiet?: boolean } = {}) {
      return new Promise((resolve, reject) => {
        const call: WireCall = {
          key, params, rtoken: options.rtoken, quiet: options.quiet, settled: false,
          resolve: (v) => { call.settled = true; resolve(v); },
          reject: (e) => { call.settled = true; reject(e); },
        };
        calls.push(call);
        const auto = automatic.get(key);
        if (auto) call.resolve({ data: auto(), message: '' });
      });
    },
    /** A multipart upload: held like any call; params show the text fields and the file's name. */
    upload(key: EndpointKey, fields: Record<string, string>, _file: Blob, fileName: string, options: { rtoken?: string; quiet?: boolean; onProgress?: (p: number) => void } = {}) {
      return new Promise((resolve, reject) => {
        const call: WireCall = {
          key, params: { ...fields, file: fileName }, rtoken: options.rtoken, quiet: options.quiet, settled: false, onProgress: options.onProgress,
          resolve: (v) => { call.settled = true; resolve(v); },
          reject: (e) => { call.settled = true; reject(e); },
        };
        calls.push(call);
      });
    },
  } as unknown as ApiClient;

  function pending(key: EndpointKey): WireCall {
    const call = [...calls].reverse().find((c) => c.key === key && !c.settled);
    if (!call) throw new Error(`no pending ${key} call; calls so far: ${calls.map((c) => c.key).join(', ') || 'none'}`);
    return call;
  }

  return {
    client,
    calls,
    /** Answers every later call of `key` at once. */
    answerAlways(key: EndpointKey, data: () => unknown) {
      automatic.set(key, data);
    },
    pending,
    callsOf: (key: EndpointKey) => calls.filter((c) => c.key === key),
    async answer(key: EndpointKey, data: unknown, message = '') {
      const call = pending(key);
      await act(async () => call.resolve({ data, message }));
    },
    async refuse(key: EndpointKey, code: number, message: string) {
      const call = pending(key);
      await act(async () => call.reject(new ApiError(code, message, null)));
    },
    /** Reports upload progress of the pending `key` call. */
    async progress(key: EndpointKey, percent: number) {
      const call = pending(key);
      await act(async () => call.onProgress?.(percent));
    },
    async cutOff(key: EndpointKey) {
      const call = pending(key);
      await act(async () => call.reject(new NetworkError(new Error('offline'))));
    },
  };
}

export type FakeWire = ReturnType<typeof createFakeWire>;

export const testSettings: SiteSettings = {
  site_name: 'Meridian Exchange',
  default_lang: 'en',
  languages: ['en'],
  demo: true,
  registration: { invitation_code: 'optional' },
  features: {},
  code_countdown_s: 60,
  request_timeout_ms: 15000,
  support_email: 'support@example.test',
  asset_count: 12,
};

export const testUser: SessionInfo = {
  token: 'tok-1',
  lang: 'en',
  name: '',
  invitation_code: 'INV1',
  email: 'ada@example.test',
  phone: '',
  transaction_password: 0,
  bank_name: '',
  bank_number: '',
  alipay_account: '',
  weixin_nickname: '',
  weixin_account: '',
  usdt: '0',
};

export interface RenderOptions {
  /** The address the screen is opened at, e.g. `/login?redirect=%2Fsetting`. */
  url: string;
  /** The route pattern the screen answers, e.g. `/login`. */
  route: string;
  wire?: FakeWire;
  settings?: Partial<SiteSettings>;
  /** Logged in from the start (a stored token whose user loads at once). */
  member?: SessionInfo | false;
}

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Renders the screen with a started session; resolves once the session has settled. */
export async function renderScreen(ui: ReactElement, options: RenderOptions) {
  const wire = options.wire ?? createFakeWire();
  const settings = { ...testSettings, ...options.settings };
  const member = options.member ?? false;
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => settings),
        loadUser: fromPromise(async () => (await wire.client.call('getInfo', {}, { quiet: true })).data),
        endSession: fromPromise(async () => {}),
      },
    }),
    { input: { storedToken: member ? member.token : null, storedLang: 'en' } },
  );
  if (member) wire.answerAlways('getInfo', () => member);
  const platform: WebPlatform = { client: wire.client, session };
  session.start();
  await act(async () => {});

  const view = render(
    <ChakraProvider value={appSystem()}>
      {/* As the app: the server's English catalog is loaded before the first render. */}
      <IntlProvider locale="en" defaultLocale="en" messages={serverEnglish} onError={() => {}}>
        <PlatformProvider platform={platform}>
          <MemoryRouter initialEntries={[options.url]}>
            <Routes>
              <Route path={options.route} element={ui} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </PlatformProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  await settle();
  return { ...view, wire, session, platform };
}

/** Lets the flows, the session and the components finish what the last step started (no time passes). */
export async function settle() {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  });
}

export const currentLocation = () => screen.getByTestId('location').textContent;
