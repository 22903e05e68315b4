// The books and the ledger agree: every user's and the maker's spot_frozen balance equals what
// their open orders still lock, and every open order rests on its book.
import { expect } from 'vitest';
import type { AppDeps } from '../../server/app-deps';

export async function expectLocksMatchFrozen(deps: AppDeps, checkBooks = true) {
  const open = await deps.db.selectFrom('spot_orders').select(['owner_kind', 'owner_id', 'lock_asset', 'locked', 'seq', 'symbol'])
    .where('state', 'in', ['new', 'partiallyFilled']).execute();
  const locked = new Map<string, bigint>();
  for (const o of open) {
    const key = `${o.owner_kind}:${o.owner_id}:${o.lock_asset}:spot_frozen`;
    locked.set(key, (locked.get(key) ?? 0n) + BigInt(o.locked));
  }
  const frozen = await deps.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('wallet', '=', 'spot_frozen').execute();
  const frozenById = new Map(frozen.filter((f) => BigInt(f.balance) !== 0n).map((f) => [f.id, BigInt(f.balance)]));
  const lockedNonZero = new Map([...locked].filter(([, v]) => v !== 0n));
  expect(Object.fromEntries(frozenById)).toEqual(Object.fromEntries(lockedNonZero));
  if (checkBooks) {
    for (const o of open) expect(deps.spot.exchange.book(o.symbol)!.has(Number(o.seq))).toBe(true);
    const resting = deps.spot.exchange.markets().reduce((n, m) => n + deps.spot.exchange.book(m.symbol)!.restingOrders, 0);
    expect(resting).toBe(open.length);
  }
}
