// A transfer between the user's own spot and contract accounts (/transfer): load the balances,
// choose the asset and direction, type an amount (or a share of what is available), check it
// against the contract and the available balance, confirm with the 6-digit transaction password
// (or learn that one must be set first), submit once, and show the instant result.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { fromMinor, toMinor } from '../../api/money';
import { transferEndpoints } from '../../api/endpoints/transfers';
import { service } from './service';
import { submittingState } from './form-submission';
import type { Balances } from './assets.flow';
import { compareDecimal } from './funds-ledger';
import { refusalOf, validate, type FieldErrors, type FormState } from './form-validation';

export type Wallet = 'spot' | 'contract';

export interface TransferValues {
  currency: string;
  from: Wallet;
  to: Wallet;
  amount: string;
  tpwd: string;
}

export interface TransferReceipt {
  id: string;
  currency: string;
  from: Wallet;
  to: Wallet;
  amount: string;
  created_at: number;
}

export interface TransferContext extends FormState<TransferValues> {
  balances: Balances | null;
  receipt: TransferReceipt | null;
}

export type TransferEvent =
  | { type: 'RETRY' }
  | { type: 'ASSET_CHOSEN'; currency: string }
  | { type: 'DIRECTION_SWAPPED' }
  | { type: 'AMOUNT_CHANGED'; amount: string }
  | { type: 'SHARE_CHOSEN'; percent: 25 | 50 | 75 | 100 }
  | { type: 'SUBMIT' }
  | { type: 'TPWD_CHANGED'; tpwd: string }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'TRANSFER_AGAIN' };

/** What the `from` account holds of the chosen asset, as the server last said. */
export function availableIn(balances: Balances | null, wallet: Wallet, currency: string): string {
  if (!balances) return '0';
  if (wallet === 'spot') return balances.spot.find((b) => b.currency === currency)?.available ?? '0';
  return balances.contract.find((b) => b.currency === currency)?.balance ?? '0';
}

/** `percent` of a decimal string, rounded down at the string's own scale, in bigint. */
export function shareOf(available: string, percent: number): string {
  const scale = (available.split('.')[1] ?? '').length;
  const units = toMinor(available, scale);
  if (units === null) return '';
  return fromMinor((units * BigInt(percent)) / 100n, scale);
}

/** The form's messages before the password is asked: the contract's checks and the available balance. */
export function transferErrors(c: Pick<TransferContext, 'values' | 'balances'>): FieldErrors {
  const { errors, ok } = validate(transferEndpoints.transfer.params.omit({ tpwd: true }), c.values);
  if (!ok) return errors;
  if (compareDecimal(c.values.amount, '0') !== 1) return { amount: 'error.amountInvalid' };
  if (compareDecimal(c.values.amount, availableIn(c.balances, c.values.from, c.values.currency)) === 1) return { amount: 'error.insufficientBalance' };
  return {};
}

export function transferTpwdError(tpwd: string): string | undefined {
  return validate(transferEndpoints.transfer.params.pick({ tpwd: true }), { tpwd }).errors.tpwd;
}

const freshForm = { errors: {}, refusal: null, rtoken: null };

/** A new amount, checked as it is typed (no message while it is empty). */
function amountTyped(c: TransferContext, amount: string) {
  const values = { ...c.values, amount };
  return { values, ...freshForm, errors: amount ? transferErrors({ ...c, values }) : {} };
}

const transferSetup = setup({
  types: {} as { context: TransferContext; events: TransferEvent },
  actors: {
    loadBalances: service<Balances>('loadBalances'),
    checkTpwd: service<{ set: boolean }>('checkTpwd'),
    submitTransfer: service<TransferReceipt, { values: TransferValues; rtoken: string }>('submitTransfer'),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(transferErrors(context)).length === 0,
    tpwdIsSet: ({ event }) => !!(event as { output?: { set: boolean } }).output?.set,
    tpwdIsValid: ({ context }) => !transferTpwdError(context.values.tpwd),
  },
});

export const transferFlow = transferSetup.createMachine({
  id: 'accountTransfer',
  context: { values: { currency: 'USDT', from: 'spot', to: 'contract', amount: '', tpwd: '' }, balances: null, receipt: null, ...freshForm },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBalances',
        src: 'loadBalances',
        onDone: { target: 'editing', actions: assign({ balances: ({ event }) => event.output }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: { target: 'loading', actions: assign({ refusal: null }) } } },
    editing: {
      on: {
        ASSET_CHOSEN: { actions: assign(({ context, event }) => ({ values: { ...context.values, currency: event.currency, amount: '' }, ...freshForm })) },
        DIRECTION_SWAPPED: {
          actions: assign(({ context }) => ({ values: { ...context.values, from: context.values.to, to: context.values.from, amount: '' }, ...freshForm })),
        },
        AMOUNT_CHANGED: { actions: assign(({ context, event }) => amountTyped(context, event.amount)) },
        SHARE_CHOSEN: {
          actions: assign(({ context, event }) => amountTyped(context, shareOf(availableIn(context.balances, context.values.from, context.values.currency), event.percent))),
        },
        SUBMIT: [
          { guard: 'formIsValid', target: 'checkingTpwd' },
          { actions: assign(({ context }) => ({ errors: transferErrors(context) })) },
        ],
      },
    },
    checkingTpwd: {
      invoke: {
        id: 'checkTpwd',
        src: 'checkTpwd',
        onDone: [{ guard: 'tpwdIsSet', target: 'confirming' }, { target: 'tpwdMissing' }],
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    /** No transaction password yet: the page links to where it is set. */
    tpwdMissing: { on: { BACK: 'editing' } },
    confirming: {
      on: {
        // A new password is a new submission: its own rtoken.
        TPWD_CHANGED: { actions: assign(({ context, event }) => ({ values: { ...context.values, tpwd: event.tpwd }, ...freshForm })) },
        CONFIRM: [
          { guard: 'tpwdIsValid', target: 'submitting' },
          { actions: assign(({ context }) => ({ errors: { tpwd: transferTpwdError(context.values.tpwd) } })) },
        ],
        BACK: { target: 'editing', actions: assign(({ context }) => ({ values: { ...context.values, tpwd: '' }, ...freshForm })) },
      },
    },
    submitting: submittingState(transferSetup)('confirming', {
      src: 'submitTransfer',
      input: ({ context }) => ({ values: context.values, rtoken: context.rtoken! }),
      onDone: { target: 'transferred', actions: assign(({ context, event }) => ({ receipt: event.output, values: { ...context.values, tpwd: '' } })) },
    }),
    transferred: {
      on: { TRANSFER_AGAIN: { target: 'loading', actions: assign(({ context }) => ({ values: { ...context.values, amount: '', tpwd: '' }, receipt: null, ...freshForm })) } },
    },
  },
});

type TransferSnapshot = SnapshotFrom<typeof transferFlow>;
export type TransferStage = 'loading' | 'unavailable' | 'form' | 'tpwdMissing' | 'confirming' | 'transferred';
export function selectTransferStage(s: TransferSnapshot): TransferStage {
  if (s.matches('loading')) return 'loading';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('tpwdMissing')) return 'tpwdMissing';
  if (s.matches('confirming') || s.matches('submitting')) return 'confirming';
  if (s.matches('transferred')) return 'transferred';
  return 'form';
}
export const selectTransferValues = (s: TransferSnapshot) => s.context.values;
export const selectTransferErrors = (s: TransferSnapshot) => s.context.errors;
export const selectTransferRefusal = (s: TransferSnapshot) => s.context.refusal;
export const selectTransferBusy = (s: TransferSnapshot) => s.matches('submitting') || s.matches('checkingTpwd');
export const selectTransferReceipt = (s: TransferSnapshot) => s.context.receipt;
export const selectTransferCurrencies = (s: TransferSnapshot) => s.context.balances?.spot.map((b) => b.currency) ?? [];
export const selectTransferAvailable = (s: TransferSnapshot) =>
  availableIn(s.context.balances, s.context.values.from, s.context.values.currency);

export function transferEvents(flow: { send(event: TransferEvent): void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    chooseAsset: (currency: string) => flow.send({ type: 'ASSET_CHOSEN', currency }),
    swap: () => flow.send({ type: 'DIRECTION_SWAPPED' }),
    changeAmount: (amount: string) => flow.send({ type: 'AMOUNT_CHANGED', amount }),
    chooseShare: (percent: 25 | 50 | 75 | 100) => flow.send({ type: 'SHARE_CHOSEN', percent }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    changeTpwd: (tpwd: string) => flow.send({ type: 'TPWD_CHANGED', tpwd }),
    confirm: () => flow.send({ type: 'CONFIRM' }),
    back: () => flow.send({ type: 'BACK' }),
    again: () => flow.send({ type: 'TRANSFER_AGAIN' }),
  };
}
