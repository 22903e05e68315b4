// The console's New coins page (admins): every project with its subscription totals, and the form
// that creates one. The form is checked with the contract's own schema and the rules the server
// applies across fields (a window that ends after it starts and no later than the listing time,
// quantities in whole lots of at most eight decimals, a lot whose cost is whole USDT minor units,
// the circulation no less than the quantity for sale, the least per user no more than the most), so a field shows the
// server's words before anything is sent; the server checks again and audit-logs the creation.
// The window and listing times are typed as local date and time and sent as epoch milliseconds.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { launchpadEndpoints } from '../../api/endpoints/launchpad';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, refusalOf, validate, type FieldErrors, type FormState } from './form-validation';
import type { NewcoinProject, ProjectParams } from './launchpad-math';
import { service } from './service';
import { USDT_SCALE } from './contract-preview';
import { compare, isStepMultiple, multiply, scaleOf } from './spot-math';

/** Digits of a new coin (its quantities have at most this many decimals). */
export const COIN_SCALE = 8;

export interface ProjectValues {
  name: string;
  symbol: string;
  issue_price: string;
  quantity: string;
  circulation: string;
  lot: string;
  min_per_user: string;
  max_per_user: string;
  /** Local date and time as a datetime-local input gives it ("2026-12-01T10:00"). */
  starts_at: string;
  ends_at: string;
  listing_at: string;
  lock_days: string;
  description: string;
}

export type ProjectField = keyof ProjectValues;

export const blankProject: ProjectValues = {
  name: '', symbol: '', issue_price: '', quantity: '', circulation: '', lot: '1', min_per_user: '', max_per_user: '',
  starts_at: '', ends_at: '', listing_at: '', lock_days: '0', description: '',
};

export interface OpsNewcoinsContext extends FormState<ProjectValues> {
  projects: NewcoinProject[];
  /** The project just created, shown until the form changes. */
  created: NewcoinProject | null;
}

export type OpsNewcoinsEvent =
  | { type: 'RETRY' }
  | { type: 'FIELD_CHANGED'; field: ProjectField; value: string }
  | { type: 'SUBMIT' };

/** A datetime-local text as epoch milliseconds in the browser's time zone (NaN when it is not one). */
export function epochOfLocal(text: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text) ? new Date(text).getTime() : Number.NaN;
}

/** What is sent: the typed values with the times as epoch milliseconds. */
export const projectParams = (v: ProjectValues): ProjectParams => ({
  ...v, starts_at: epochOfLocal(v.starts_at), ends_at: epochOfLocal(v.ends_at), listing_at: epochOfLocal(v.listing_at),
});

const positiveFields = ['quantity', 'circulation', 'lot', 'min_per_user', 'max_per_user'] as const;
const lotFields = ['quantity', 'min_per_user', 'max_per_user'] as const;

/** Every field's first problem, in the server's words: the schema first, then the rules across fields. */
export function projectErrors(values: ProjectValues): FieldErrors {
  const verdict = validate(launchpadEndpoints.opsCreateNewcoin.params, projectParams(values));
  const errors: FieldErrors = { ...verdict.errors };
  const put = (field: ProjectField, key: string) => { errors[field] ??= key; };
  const decimal = (field: ProjectField) => !errors[field] && /^\d+(\.\d+)?$/.test(values[field].trim());
  if (decimal('issue_price') && compare(values.issue_price.trim(), '0') <= 0) put('issue_price', 'error.projectPriceInvalid');
  if (decimal('issue_price') && scaleOf(values.issue_price.trim().replace(/0+$/, '')) > USDT_SCALE) put('issue_price', 'error.projectPriceInvalid');
  for (const f of positiveFields) if (decimal(f) && compare(values[f].trim(), '0') <= 0) put(f, 'error.projectQuantityInvalid');
  for (const f of positiveFields) if (decimal(f) && scaleOf(values[f].trim().replace(/0+$/, '')) > COIN_SCALE) put(f, 'error.projectQuantityInvalid');
  if (decimal('quantity') && decimal('circulation') && compare(values.circulation.trim(), values.quantity.trim()) < 0) put('circulation', 'error.projectQuantityInvalid');
  // The cost of a lot is whole USDT minor units, so every whole number of lots costs an exact amount.
  if (decimal('lot') && decimal('issue_price') && scaleOf(multiply(values.lot.trim(), values.issue_price.trim(), 18).replace(/\.?0+$/, '')) > USDT_SCALE) {
    put('lot', 'error.projectLimitsInvalid');
  }
  if (decimal('lot') && !errors.lot) {
    const lot = values.lot.trim();
    for (const f of lotFields) if (decimal(f) && !isStepMultiple(values[f].trim(), lot)) put(f, 'error.projectLimitsInvalid');
  }
  if (decimal('min_per_user') && decimal('max_per_user') && compare(values.min_per_user.trim(), values.max_per_user.trim()) > 0) {
    put('max_per_user', 'error.projectLimitsInvalid');
  }
  const [starts, ends, listing] = [values.starts_at, values.ends_at, values.listing_at].map(epochOfLocal);
  if (!errors.starts_at && !errors.ends_at && ends <= starts) put('ends_at', 'error.projectWindowInvalid');
  if (!errors.ends_at && !errors.listing_at && ends > listing) put('listing_at', 'error.projectWindowInvalid');
  return errors;
}

const opsNewcoinsSetup = setup({
  types: {} as { context: OpsNewcoinsContext; events: OpsNewcoinsEvent },
  actors: {
    loadProjects: service<NewcoinProject[]>('loadProjects'),
    createProject: service<NewcoinProject, { params: ProjectParams; rtoken: string }>('createProject'),
  },
  actions: {
    validateForm: assign(({ context }) => ({ errors: projectErrors(context.values), created: null })),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
});

const formStates = plainFormStates(opsNewcoinsSetup);

export const opsNewcoinsFlow = opsNewcoinsSetup.createMachine({
  id: 'opsNewcoins',
  context: { projects: [], created: null, values: blankProject, errors: {}, refusal: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProjects', src: 'loadProjects',
        onDone: { target: 'ready', actions: assign({ projects: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        ...formStates,
        submitting: submittingState(opsNewcoinsSetup)('editing', {
          src: 'createProject',
          input: ({ context }) => ({ params: projectParams(context.values), rtoken: context.rtoken! }),
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              projects: [event.output, ...context.projects], created: event.output, values: blankProject, errors: {}, rtoken: null,
            })),
          },
        }),
      },
    },
  },
});

export type OpsNewcoinsActor = ActorRefFrom<typeof opsNewcoinsFlow>;
type Snapshot = SnapshotFrom<typeof opsNewcoinsFlow>;

export function selectNewcoinsStage(s: Snapshot): 'loading' | 'failed' | 'ready' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return 'ready';
}

export const selectNewcoinsView = (s: Snapshot) => ({
  projects: s.context.projects,
  created: s.context.created,
  values: s.context.values,
  errors: s.context.errors,
  refusal: s.context.refusal,
  busy: s.matches({ ready: 'submitting' }),
});

export function opsNewcoinsEvents(actor: Pick<OpsNewcoinsActor, 'send'>) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
    change: (field: ProjectField, value: string) => actor.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}
