// Proof of liabilities over HTTP: snapshots taken on the schedule (due work on the manual clock)
// and by an admin; each published total equals what the ledger owes users at that moment, over
// every wallet (available, frozen, contract margin, custody); every member's downloaded proof
// verifies against the published root; a user gets only their own proof; the reserves read from
// the chain's deposit addresses stand beside the totals; old snapshots keep their roots only; an
// admin's snapshot is written to the operators' audit log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { fundedUser, operatorToken, setSettings, usdt } from './withdraw-fixtures';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { ledgerUserTotals } from '../../server/modules/proof/proof.store';
import { resolveOperatorSession } from '../../server/modules/ops/operators';
import { buildSumTree, leafHashInto, treeRoot, verifyProof, type InclusionProof } from '../../api/proof-tree';
import { membersOf } from '../../server/modules/proof/proof-build';
import { assetRoots } from '../../server/modules/proof/proof-roots';
import { seededRandom } from '../../server/feeds/seeded-random';

const MINUTE = 60_000;
const clock = new ManualClock(Date.UTC(2027, 4, 3, 9, 0, 0));
let server: TestServer;
const deps = () => server.platform.deps;

beforeAll(async () => {
  server = await startTestServer({ clock, env: noRateLimit });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  expect((await deps().ledger.audit(deps().db)).problems).toEqual([]);
});

const roots = async () => {
  const res = await server.call('web/getProofRoots', {});
  expect(res.code, res.message).toBe(0);
  return res.data.snapshots as Array<{ id: string; taken_at: number; trigger: string; members: number; proofs: boolean; roots: Array<{ asset: string; root: string; total: string; total_text: string; leaves: number; reserves_text: string | null; ratio_bps: number | null }> }>;
};
const proofOf = async (token: string, asset: string) => server.call<InclusionProof>('web/getMyProof', { asset }, { token });

/** Moves a user's money between their own wallets, and credits custody from a platform account (as the areas do). */
async function spread(userId: string) {
  await deps().db.transaction().execute(async (trx) => {
    await deps().ledger.post(trx, { reason: 'test.freeze', refType: 'test', refId: userId, idempotencyKey: `t1:${userId}`, postings: [
      { account: userAccount(userId, 'USDT', 'spot'), amount: -usdt(120) },
      { account: userAccount(userId, 'USDT', 'spot_frozen'), amount: usdt(20) },
      { account: userAccount(userId, 'USDT', 'contract_frozen'), amount: usdt(100) },
    ] });
    await deps().ledger.post(trx, { reason: 'test.custody', refType: 'test', refId: userId, idempotencyKey: `t2:${userId}`, postings: [
      { account: systemAccount('treasury', 'BTC'), amount: -12_345n },
      { account: userAccount(userId, 'BTC', 'earn'), amount: 12_345n },
    ] });
  });
}

describe('proof of liabilities', () => {
  it('publishes a snapshot at start and then every interval on the clock', async () => {
    const first = await roots();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ trigger: 'schedule', taken_at: clock.now() });
    clock.set(clock.now() + 9 * MINUTE);
    await deps().due.runDue();
    expect(await roots()).toHaveLength(1);
    clock.set(clock.now() + MINUTE);
    await deps().due.runDue();
    const second = await roots();
    expect(second.map((s) => s.trigger)).toEqual(['schedule', 'schedule']);
    expect(second[0].taken_at).toBe(clock.now());
  });

  it("publishes totals equal to the ledger's user liabilities over every wallet, and every member's proof verifies", async () => {
    const alice = await fundedUser(server, usdt(500), 'alice');
    const bob = await fundedUser(server, usdt(300), 'bob');
    const carol = await fundedUser(server, usdt(7), 'carol');
    await spread(alice.id);
    const admin = await operatorToken(server, 'admin');
    const built = await server.call('web/opsBuildProof', {}, { token: admin });
    expect(built.code, built.message).toBe(0);
    expect(built.data.members).toBe(3);

    const [latest] = await roots();
    expect(latest).toMatchObject({ id: built.data.id, trigger: 'admin', members: 3, proofs: true });
    // The admin's snapshot is in the operators' audit log, with who asked and when.
    const adminId = (await resolveOperatorSession(deps(), admin)).id;
    const audit = await deps().db.selectFrom('ops_audit_log').selectAll().where('entity_id', '=', built.data.id).execute();
    expect(audit).toEqual([expect.objectContaining({ operator_id: adminId, action: 'proof.snapshot', entity_type: 'proof_snapshot', reason: '3 members', at: BigInt(clock.now()) })]);
    const owed = await ledgerUserTotals(deps().db);
    expect(Object.fromEntries(latest.roots.map((r) => [r.asset, BigInt(r.total)]))).toEqual(Object.fromEntries(owed));
    const usdtRoot = latest.roots.find((r) => r.asset === 'USDT')!;
    expect(usdtRoot).toMatchObject({ total: String(usdt(807)), total_text: '807', leaves: 3, reserves_text: '807', ratio_bps: 10_000 });
    expect(latest.roots.find((r) => r.asset === 'BTC')).toMatchObject({ total: '12345', leaves: 1 });

    for (const [user, asset, balance] of [[alice, 'USDT', usdt(500)], [bob, 'USDT', usdt(300)], [carol, 'USDT', usdt(7)], [alice, 'BTC', 12_345n]] as const) {
      const proof = await proofOf(user.token, asset);
      expect(proof.code, proof.message).toBe(0);
      expect(proof.data).toMatchObject({ user_id: user.id, asset, balance: String(balance), snapshot_id: latest.id });
      const published = latest.roots.find((r) => r.asset === asset)!.root;
      expect(verifyProof(proof.data, published)).toMatchObject({ ok: true, root: published });
    }
    // A changed balance no longer reaches the published root.
    const mine = (await proofOf(bob.token, 'USDT')).data;
    expect(verifyProof({ ...mine, balance: String(usdt(301)) }, usdtRoot.root).ok).toBe(false);
  });

  it("answers only the caller's own proof, and says why when there is none", async () => {
    const dave = await fundedUser(server, usdt(40), 'dave');
    const erin = await fundedUser(server, 0n, 'erin');
    expect((await proofOf(dave.token, 'USDT')).code).toBe(4961);
    const admin = await operatorToken(server, 'admin');
    expect((await server.call('web/opsBuildProof', {}, { token: admin })).code).toBe(0);
    const own = await proofOf(dave.token, 'USDT');
    expect(own.data.user_id).toBe(dave.id);
    const none = await proofOf(erin.token, 'USDT');
    expect(none.code).toBe(4961);
    expect(none.message).toContain('USDT');
    expect((await server.call('web/getMyProof', { asset: 'USDT', user_id: dave.id }, { token: erin.token })).code).toBe(4961);
    expect((await server.call('web/getMyProof', { asset: 'not an asset' }, { token: dave.token })).code).not.toBe(0);
    expect((await server.call('web/getMyProof', { asset: 'USDT' })).code).toBe(2000);
  });

  it('lets only an admin build on demand, and keeps proofs of the latest snapshots only', async () => {
    const reviewer = await operatorToken(server, 'reviewer');
    const before = (await roots()).length;
    const audited = await deps().db.selectFrom('ops_audit_log').select('id').where('action', '=', 'proof.snapshot').execute();
    expect((await server.call('web/opsBuildProof', {}, { token: reviewer })).code).toBe(4301);
    expect(await roots()).toHaveLength(before);
    expect(await deps().db.selectFrom('ops_audit_log').select('id').where('action', '=', 'proof.snapshot').execute()).toEqual(audited);

    await setSettings(deps(), { 'proof.keepProofs': 1 });
    const admin = await operatorToken(server, 'admin');
    for (let i = 0; i < 2; i++) expect((await server.call('web/opsBuildProof', {}, { token: admin })).code).toBe(0);
    const list = await roots();
    expect(list.map((s) => s.proofs)).toEqual([true, ...list.slice(1).map(() => false)]);
    expect(list[1].roots.length).toBeGreaterThan(0);
    const kept = await deps().db.selectFrom('proof_members').select('snapshot_id').distinct().execute();
    expect(kept.map((k) => k.snapshot_id)).toEqual([list[0].id]);
  });

  it("builds a large snapshot's trees on worker threads, with the same roots as in the server's own thread and the shared builder", async () => {
    const random = seededRandom(99);
    const balances = new Map(Array.from({ length: 3000 }, (_, u) => [`us${u}`, new Map([['USDT', BigInt(1 + u)], ['BTC', BigInt(1 + (u % 3))], ['ETH', 10n ** 25n]])]));
    const m = membersOf(balances, (n) => Uint8Array.from({ length: n }, () => Math.floor(random.next() * 256)));
    const assets = ['BTC', 'ETH', 'USDT'];
    const here = await assetRoots(m, assets, { threads: 0 });
    expect(await assetRoots(m, assets, { threads: 2 })).toEqual(here);
    const leaves = new Uint8Array(3000 * 32);
    const usdtOf = m.userIds.map((id) => balances.get(id)!.get('USDT')!);
    m.userIds.forEach((id, i) => leafHashInto(m.salts.subarray(i * 16, i * 16 + 16), id, usdtOf[i], leaves, i * 32));
    expect(here.get('USDT')).toEqual(treeRoot(buildSumTree(leaves, usdtOf)));
    expect(here.get('ETH')!.sum).toBe(3000n * 10n ** 25n);
  });
});
