// The assets area's accounts (/table1 spot, /table2 contract): load the balances, show them, load
// again on demand. Both accounts come from web/getAsset2. The loader is a provided service.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

export interface SpotBalance {
  currency: string;
  available: string;
  frozen: string;
  usdt_value: string;
  /** The USDT price it is valued at ("1" for USDT), null without a market; the server values, the browser shows. */
  usdt_price: string | null;
  /** Whether that price is the market's last trade or the reference price. */
  price_source: 'trade' | 'reference' | null;
}

export interface Balances {
  total_usdt: string;
  spot: SpotBalance[];
  /** Balance per currency of the contract account; empty until something was moved there. */
  contract: { currency: string; balance: string }[];
}

export interface AssetsContext {
  balances: Balances | null;
  refusal: Refusal | null;
}

export type AssetsEvent = { type: 'RETRY' } | { type: 'REFRESH' };

export const assetsFlow = setup({
  types: {} as { context: AssetsContext; events: AssetsEvent },
  actors: { loadBalances: service<Balances>('loadBalances') },
}).createMachine({
  id: 'assetAccounts',
  context: { balances: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBalances',
        src: 'loadBalances',
        onDone: { target: 'ready', actions: assign({ balances: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    ready: { on: { REFRESH: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

type AssetsSnapshot = SnapshotFrom<typeof assetsFlow>;
export const selectAssetsStage = (s: AssetsSnapshot) => s.value as 'loading' | 'ready' | 'failed';
export const selectBalances = (s: AssetsSnapshot) => s.context.balances;
export const selectAssetsRefusal = (s: AssetsSnapshot) => s.context.refusal;

export function assetsEvents(flow: { send(event: AssetsEvent): void }) {
  return { retry: () => flow.send({ type: 'RETRY' }), refresh: () => flow.send({ type: 'REFRESH' }) };
}
