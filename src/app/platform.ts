// Wires the browser's two foundations together: the session actor and the API wrapper. The wrapper
// reads token and language from the session; what the server says about the session (2000, 1000)
// goes to the session chart; toasts go to `notify`.
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import type { Lang } from '../../api/languages';
import { createApiClient, type ApiClient, type Notice } from '../services/api';
import { sessionMachine } from '../machines/session.machine';
import { secondFactorPromptFlow } from '../machines/second-factor-prompt.flow';
import { selectLang, selectToken } from '../machines/session.selectors';
import { sessionServicesWith, storeLangOnServer } from '../services/session';

export interface WebPlatformOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Success and warning toasts (3000 ms). */
  notify(notice: Extract<Notice, { kind: 'success' | 'warning' }>): void;
  reload(): void;
  back(): void;
  /** Development only: the statechart inspector. */
  inspect?: (event: InspectionEvent) => void;
}

export interface WebPlatform {
  client: ApiClient;
  session: Actor<typeof sessionMachine>;
  /** The prompt for a two-factor code that an action turned out to need (absent where nothing asks). */
  secondFactor?: Actor<typeof secondFactorPromptFlow>;
}

export function createWebPlatform(opts: WebPlatformOptions): WebPlatform {
  let session: Actor<typeof sessionMachine> | null = null;
  const secondFactor = createActor(secondFactorPromptFlow).start();
  const client = createApiClient({
    getToken: () => (session ? selectToken(session.getSnapshot()) : null),
    getLang: () => (session ? selectLang(session.getSnapshot()) : null) ?? opts.storage.getItem('lang') ?? 'en',
    onNotice: (notice) => {
      if (notice.kind === 'sessionInvalid') session?.send({ type: 'SESSION_INVALID', message: notice.message });
      else if (notice.kind === 'sessionEnded') session?.send({ type: 'SESSION_ENDED', message: notice.message, delay: notice.delay });
      else opts.notify(notice);
    },
    askSecondFactor: (message) => new Promise((reply) => secondFactor.send({ type: 'ASK', message, reply })),
  });

  const machine = sessionMachine.provide({
    actors: sessionServicesWith(client),
    actions: {
      persistToken: (_, { token }: { token: string | null }) => {
        if (token) opts.storage.setItem('token', token);
        else opts.storage.removeItem('token');
      },
      persistLang: (_, { lang }: { lang: Lang }) => opts.storage.setItem('lang', lang),
      storeLangOnServer: (_, { lang }: { lang: Lang }) => storeLangOnServer(client, lang),
      reloadPage: () => opts.reload(),
      goBack: () => opts.back(),
    },
  });

  session = createActor(machine, {
    input: { storedToken: opts.storage.getItem('token'), storedLang: opts.storage.getItem('lang') },
    inspect: opts.inspect,
  });
  return { client, session, secondFactor };
}
