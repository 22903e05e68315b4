// Property tests of the ledger with fast-check: random programs of transfers between many users and
// system accounts (some of them retries of an earlier idempotency key).
// - Run CONCURRENTLY (one transaction each, all at once), which transfers are refused depends on
//   timing, so the invariants are checked: final balances equal the transfers the ledger accepted,
//   only user debits are ever refused, each key posts at most once, no user balance is negative,
//   and the audit (balances equal postings, every asset sums to zero) holds.
// - Run SERIALLY, the ledger must agree with a simple in-memory model exactly, refusals included.
// The seed is fixed (LEDGER_SEED overrides it) and fast-check prints it with any counterexample.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BusinessFailure } from '../../server/core/failures';
import { accountId, systemAccount, userAccount, type AccountRef, type EntryInput } from '../../server/modules/ledger/ledger';
import { startTestServer, usePostgres, type TestServer } from './harness';

const seed = Number(process.env.LEDGER_SEED ?? 7_100_2026);
const numRuns = Number(process.env.LEDGER_RUNS ?? 100);
const assets = ['USDT', 'BTC'] as const;
const systems = ['fees', 'chain'] as const;

interface Transfer { from: number; to: number; asset: number; amount: number; retryOf: number | null }
interface Program { users: number; funding: number[]; transfers: Transfer[] }

const program: fc.Arbitrary<Program> = fc.integer({ min: 2, max: 8 }).chain((users) => {
  const accounts = users + systems.length; // indices below `users` are users, the rest system accounts
  const transfer = fc.record({
    from: fc.integer({ min: 0, max: accounts - 1 }),
    to: fc.integer({ min: 0, max: accounts - 2 }),
    asset: fc.integer({ min: 0, max: assets.length - 1 }),
    amount: fc.integer({ min: 1, max: 600 }),
    retryOf: fc.option(fc.nat(), { freq: 5 }),
  }).map((t) => ({ ...t, to: t.to >= t.from ? t.to + 1 : t.to })); // never to itself
  return fc.record({
    users: fc.constant(users),
    funding: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: users, maxLength: users }),
    transfers: fc.array(transfer, { maxLength: 40 }),
  });
});

let server: TestServer;
const deps = () => server.platform.deps;
let runCount = 0;

beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

/** Accounts and entries of one run, named apart from every other run's. */
function plan(p: Program) {
  const run = ++runCount;
  const account = (index: number, asset: string): AccountRef =>
    index < p.users ? userAccount(`prop${run}-u${index}`, asset) : systemAccount(`prop${run}.${systems[index - p.users]}`, asset);
  const mint = (asset: string) => systemAccount(`prop${run}.mint`, asset);
  const funding: EntryInput[] = p.funding.flatMap((amount, u) => assets.filter(() => amount > 0).map((asset) => ({
    reason: 'test', refType: 'test', refId: `fund${u}`, idempotencyKey: `prop${run}:fund:${u}:${asset}`,
    postings: [{ account: mint(asset), amount: -BigInt(amount) }, { account: account(u, asset), amount: BigInt(amount) }],
  })));
  // A retry reuses the key and postings of an earlier transfer, as a client repeating a request does.
  const resolved = p.transfers.map((t, i) => (t.retryOf !== null && i > 0 ? { ...p.transfers[t.retryOf % i], keyOf: t.retryOf % i } : { ...t, keyOf: i }));
  const transfers = resolved.map((t) => {
    const asset = assets[t.asset];
    const entry: EntryInput = {
      reason: 'test', refType: 'test', refId: `t${t.keyOf}`, idempotencyKey: `prop${run}:t:${t.keyOf}`,
      postings: [{ account: account(t.from, asset), amount: -BigInt(t.amount) }, { account: account(t.to, asset), amount: BigInt(t.amount) }],
    };
    return { entry, debitsUser: t.from < p.users };
  });
  const accounts = [...Array(p.users + systems.length).keys()].flatMap((i) => assets.map((a) => account(i, a)))
    .concat(assets.map(mint));
  return { run, funding, transfers, accounts };
}

type Outcome = 'posted' | 'replayed' | 'refused';

async function postOne(entry: EntryInput): Promise<Outcome> {
  try {
    const { replayed } = await deps().db.transaction().execute((trx) => deps().ledger.post(trx, entry));
    return replayed ? 'replayed' : 'posted';
  } catch (err) {
    if (err instanceof BusinessFailure && err.reason === 'insufficientBalance') return 'refused';
    throw err;
  }
}

/** The in-memory model: balances from the entries that posted. */
function apply(model: Map<string, bigint>, entry: EntryInput) {
  for (const p of entry.postings) model.set(accountId(p.account), (model.get(accountId(p.account)) ?? 0n) + p.amount);
}

async function expectBooksMatch(accounts: AccountRef[], model: Map<string, bigint>) {
  for (const a of accounts) {
    const actual = await deps().ledger.balance(deps().db, a);
    expect(actual, accountId(a)).toBe(model.get(accountId(a)) ?? 0n);
    if (a.owner === 'user') expect(actual).toBeGreaterThanOrEqual(0n);
  }
  const audit = await deps().ledger.audit(deps().db);
  expect(audit.problems).toEqual([]);
  expect(audit.ok).toBe(true);
}

describe(`ledger properties (${usePostgres ? 'PostgreSQL' : 'SQLite'}, seed ${seed}, ${numRuns} runs each)`, () => {
  it('concurrent transfers keep every invariant', async () => {
    let runs = 0;
    const seen = { posted: 0, replayed: 0, refused: 0 };
    await fc.assert(fc.asyncProperty(program, async (p) => {
      runs += 1;
      const { funding, transfers, accounts } = plan(p);
      const model = new Map<string, bigint>();
      for (const e of funding) { expect(await postOne(e)).toBe('posted'); apply(model, e); }

      const outcomes = await Promise.all(transfers.map((t) => postOne(t.entry)));
      const postedKeys = new Set<string>();
      outcomes.forEach((outcome, i) => {
        const { entry, debitsUser } = transfers[i];
        seen[outcome] += 1;
        if (outcome === 'refused') expect(debitsUser, 'only a user debit can be refused').toBe(true);
        if (outcome === 'posted') {
          expect(postedKeys.has(entry.idempotencyKey), 'a key posts once').toBe(false);
          postedKeys.add(entry.idempotencyKey);
          apply(model, entry);
        }
      });
      for (const key of new Set(transfers.map((t) => t.entry.idempotencyKey))) {
        const n = (await deps().db.selectFrom('journal_entries').select('id').where('idempotency_key', '=', key).execute()).length;
        expect(n).toBe(postedKeys.has(key) ? 1 : 0);
      }
      await expectBooksMatch(accounts, model);
    }), { seed, numRuns });
    expect(runs).toBe(numRuns);
    // The programs really exercise every outcome.
    expect(seen.posted).toBeGreaterThan(0);
    expect(seen.replayed).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  }, 300_000);

  it('serial transfers agree with the model exactly, refusals included', async () => {
    let runs = 0;
    await fc.assert(fc.asyncProperty(program, async (p) => {
      runs += 1;
      const { funding, transfers, accounts } = plan(p);
      const model = new Map<string, bigint>();
      const posted = new Set<string>();
      for (const e of [...funding, ...transfers.map((t) => t.entry)]) {
        const expected: Outcome = posted.has(e.idempotencyKey) ? 'replayed'
          : e.postings.some((x) => x.account.owner === 'user' && (model.get(accountId(x.account)) ?? 0n) + x.amount < 0n) ? 'refused'
          : 'posted';
        expect(await postOne(e), e.idempotencyKey).toBe(expected);
        if (expected === 'posted') { posted.add(e.idempotencyKey); apply(model, e); }
      }
      await expectBooksMatch(accounts, model);
    }), { seed: seed + 1, numRuns });
    expect(runs).toBe(numRuns);
  }, 300_000);
});
