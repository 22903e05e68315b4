// The user's side of a deposit (/recharge): choose the asset, load the user's own address on the
// chain that carries it with the rules shown before sending (simple send, confirmations, minimum,
// and the turnover rule later withdrawals follow), copy it, and in demo mode ask for test funds,
// which arrive through the chain like any deposit. The deposits list is a records flow beside it.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

export interface DepositAddress {
  currency: string;
  chain: string;
  address: string;
  confirmations_required: number;
  min_deposit: string;
  /** The chains this asset can be deposited on; choosing another reloads the page's address. */
  chains?: string[];
}

export interface TurnoverRule {
  /** Required share of total deposits; "0" means the rule is off. */
  ratio: string;
  deposits: string;
  required: string;
  volume: string;
  met: boolean;
}

export interface DepositInfo {
  address: DepositAddress;
  turnover: TurnoverRule;
  /** The assets the platform lists, to choose from. */
  currencies: string[];
}

export interface TestFunds {
  tx_hash: string;
  amount: string;
}

export interface DepositContext {
  currency: string;
  demo: boolean;
  info: DepositInfo | null;
  refusal: Refusal | null;
  testFunds: TestFunds | null;
  testFundsRefusal: Refusal | null;
}

export type DepositEvent =
  | { type: 'ASSET_CHOSEN'; currency: string }
  | { type: 'RETRY' }
  | { type: 'COPY_ADDRESS' }
  | { type: 'SEND_TEST_FUNDS' };

export const depositFlow = setup({
  types: {} as { context: DepositContext; events: DepositEvent; input: { demo: boolean; currency?: string } },
  actors: {
    loadDepositInfo: service<DepositInfo, { currency: string }>('loadDepositInfo'),
    sendTestFunds: service<TestFunds>('sendTestFunds'),
  },
  actions: {
    // Provided by the screen's hook: the clipboard and the "copy success" toast live outside the chart.
    copyAddress: (_, _address: string) => {},
    // Provided: the deposits list loads again, so the new deposit shows at once.
    refreshRecords: () => {},
  },
  guards: {
    isDemo: ({ context }) => context.demo,
    isOtherAsset: ({ context, event }) => event.type === 'ASSET_CHOSEN' && event.currency !== context.currency,
  },
}).createMachine({
  id: 'depositAddress',
  context: ({ input }) => ({ currency: input.currency ?? 'USDT', demo: input.demo, info: null, refusal: null, testFunds: null, testFundsRefusal: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDepositInfo',
        src: 'loadDepositInfo',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    /** Another asset was chosen: load its address; if the platform refuses, stay with the last one and say why. */
    switching: {
      invoke: {
        id: 'loadOtherAsset',
        src: 'loadDepositInfo',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ refusal: refusalOf(event.error), currency: context.info?.address.currency ?? context.currency })),
        },
      },
    },
    ready: {
      on: {
        COPY_ADDRESS: { actions: { type: 'copyAddress', params: ({ context }) => context.info!.address.address } },
        ASSET_CHOSEN: { guard: 'isOtherAsset', target: 'switching', actions: assign({ currency: ({ event }) => event.currency, refusal: null }) },
      },
      initial: 'idle',
      states: {
        idle: { on: { SEND_TEST_FUNDS: { guard: 'isDemo', target: 'sendingTestFunds' } } },
        sendingTestFunds: {
          entry: assign({ testFundsRefusal: null }),
          invoke: {
            id: 'sendTestFunds',
            src: 'sendTestFunds',
            onDone: { target: 'testFundsSent', actions: [assign({ testFunds: ({ event }) => event.output }), 'refreshRecords'] },
            onError: { target: 'idle', actions: assign({ testFundsRefusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
        testFundsSent: { on: { SEND_TEST_FUNDS: { guard: 'isDemo', target: 'sendingTestFunds' } } },
      },
    },
  },
});

type DepositSnapshot = SnapshotFrom<typeof depositFlow>;
export const selectDepositStage = (s: DepositSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('loading') || s.matches('switching') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectDepositCurrency = (s: DepositSnapshot) => s.context.currency;
export const selectDepositInfo = (s: DepositSnapshot) => s.context.info;
export const selectDepositRefusal = (s: DepositSnapshot) => s.context.refusal;
export const selectIsDemo = (s: DepositSnapshot) => s.context.demo;
export const selectSendingTestFunds = (s: DepositSnapshot) => s.matches({ ready: 'sendingTestFunds' });
export const selectTestFunds = (s: DepositSnapshot) => s.context.testFunds;
export const selectTestFundsRefusal = (s: DepositSnapshot) => s.context.testFundsRefusal;

export function depositEvents(flow: { send(event: DepositEvent): void }) {
  return {
    chooseAsset: (currency: string) => flow.send({ type: 'ASSET_CHOSEN', currency }),
    retry: () => flow.send({ type: 'RETRY' }),
    copyAddress: () => flow.send({ type: 'COPY_ADDRESS' }),
    sendTestFunds: () => flow.send({ type: 'SEND_TEST_FUNDS' }),
  };
}
