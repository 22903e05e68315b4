// The account's security overview (`web/info`) as /setting shows it: loading it, retrying, and
// reading it: which contacts are bound, the level and the next step that would raise it, and the
// withdrawal lock that follows any security change (DESIGN §3).
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { accountEndpoints } from '../../api/endpoints/account';
import type { DataOf } from '../../api/endpoint';
import { service } from './service';
import { refusalOf, type AccountType, type Refusal } from './form-validation';

export type SecurityOverview = DataOf<typeof accountEndpoints.info>;

/** The bound email and phone ('' when not bound) and the one a code goes to first. */
export function boundContacts(overview: SecurityOverview): { contacts: { email: string; phone: string }; type: AccountType } {
  return {
    contacts: { email: overview.email_bound ? overview.email : '', phone: overview.phone_bound ? overview.phone : '' },
    type: overview.email_bound ? 'email' : 'phone',
  };
}

export type SecurityStep = 'setTpwd' | 'bindEmail' | 'bindPhone' | 'setSecQuestions' | 'strongerPassword' | 'turnOnTwoFactor' | 'setAntiPhishing' | 'allowlistOnly' | 'other';

const steps: Record<string, SecurityStep> = {
  'security.step.setTpwd': 'setTpwd',
  'security.step.bindEmail': 'bindEmail',
  'security.step.bindPhone': 'bindPhone',
  'security.step.setSecQuestions': 'setSecQuestions',
  'security.step.strongerPassword': 'strongerPassword',
  'security.step.turnOnTwoFactor': 'turnOnTwoFactor',
  'security.step.setAntiPhishing': 'setAntiPhishing',
  'security.step.allowlistOnly': 'allowlistOnly',
};

/** The server's next step (a message key, decided by the same rule as the level); null at strong. */
export function nextSecurityStep(o: SecurityOverview): SecurityStep | null {
  if (!o.next_step) return null;
  return steps[o.next_step] ?? 'other';
}

export interface SecurityOverviewContext {
  overview: SecurityOverview | null;
  refusal: Refusal | null;
}

export type SecurityOverviewEvent = { type: 'RETRY' };

export const securityOverviewFlow = setup({
  types: {} as { context: SecurityOverviewContext; events: SecurityOverviewEvent },
  actors: {
    loadSecurity: service<SecurityOverview>('loadSecurity'),
  },
}).createMachine({
  id: 'securityOverview',
  context: { overview: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: { target: 'shown', actions: assign({ overview: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    shown: {},
    unavailable: { on: { RETRY: 'loading' } },
  },
});

type OverviewSnapshot = SnapshotFrom<typeof securityOverviewFlow>;

export const selectOverview = (s: OverviewSnapshot) => (s.matches('shown') ? s.context.overview : null);
export const selectOverviewLoading = (s: OverviewSnapshot) => s.matches('loading');
export const selectOverviewRefusal = (s: OverviewSnapshot) => (s.matches('unavailable') ? s.context.refusal : null);

export function securityOverviewEvents(flow: { send: (event: SecurityOverviewEvent) => void }) {
  return { retry: () => flow.send({ type: 'RETRY' }) };
}
