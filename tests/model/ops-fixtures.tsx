// The operator console in the model tests: rendered at /ops with the fake wire as the operator's
// client, an in-memory tab storage, and a way to say what the wrapper says on a 2000 answer.
import type { ApiClientOptions, Notice } from '../../src/services/api';
import OpsConsole from '../../src/screens/ops/OpsConsole';
import type { OpsWithdrawDetail, OpsWithdrawal } from '../../src/machines/ops-withdraw-review.flow';
import { renderScreen, type FakeWire } from './harness';

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => { items.set(k, v); },
    removeItem: (k: string) => { items.delete(k); },
  };
}

export const operator = { token: 'op-token-1', email: 'rita@ops.example', role: 'reviewer' as const, expires_at: Date.now() + 3_600_000 };

export async function renderConsole(url: string, storage = memoryStorage()) {
  let notify: (notice: Notice) => void = () => {};
  let wire!: FakeWire;
  /** Files the console fetched for review (web/opsGetUpload), answered at once with a small image. */
  const downloads: { key: string; params: unknown }[] = [];
  const createClient = (options: ApiClientOptions) => {
    notify = options.onNotice;
    return {
      ...wire.client,
      download: async (key: string, params: unknown) => {
        downloads.push({ key, params });
        return new Blob([new Uint8Array(8)], { type: 'image/png' });
      },
    } as unknown as typeof wire.client;
  };
  const { createFakeWire } = await import('./harness');
  wire = createFakeWire();
  const view = await renderScreen(<OpsConsole createClient={createClient} storage={storage} />, { url, route: '/ops/*', wire });
  return { ...view, wire, storage, downloads, notify: (notice: Notice) => notify(notice) };
}

export function opsWithdrawal(over: Partial<OpsWithdrawal> = {}): OpsWithdrawal {
  return {
    id: 'wd1', user_id: 'us1', user_email: 'ada@example.test', kind: 'chain', currency: 'USDT', chain: 'ERC20',
    address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', memo: '', bank: null, amount: '250', fee: '1',
    state: 'underReview', reason: null, tx_hash: null, created_at: 1_700_000_000_000, ...over,
  };
}

export function opsDetail(over: Partial<OpsWithdrawal> = {}, extra: Partial<OpsWithdrawDetail> = {}): OpsWithdrawDetail {
  const withdrawal = opsWithdrawal(over);
  return {
    withdrawal,
    timeline: [{ state: 'underReview', event: 'SUBMIT', actor: 'user:us1', at: 1_700_000_000_000, reason: null }],
    decisions: [],
    balances: [{ currency: 'USDT', wallet: 'spot', balance: '750' }, { currency: 'USDT', wallet: 'spot_frozen', balance: '250' }],
    withdrawals: [withdrawal],
    deposits: [{ id: 'dp1', currency: 'USDT', chain: 'ERC20', amount: '1000', state: 'credited', created_at: 1_699_000_000_000 }],
    ...extra,
  };
}
