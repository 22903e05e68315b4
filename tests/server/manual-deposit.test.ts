// Manual deposits through the public surface: a claim with amount, transaction hash, the user's own
// credential image (a real multipart upload), optional description and chain goes to review; an
// operator approves it (credited through the ledger, on the user's timeline with the decision) or
// rejects it with a reason (nothing credited). A hash has one live claim at a time (a rejection
// frees it); another user's upload, a bad hash or chain changes nothing; another user never sees
// the claim.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { pngImage } from './image-fixtures';
import { fetchFile, uploaded } from './upload-client';
import { balances, expectCleanAudit, operatorToken } from './withdraw-fixtures';

let server: TestServer;
let opToken: string;
let seed = 1;
const deps = () => server.platform.deps;
const localHash = () => randomBytes(32).toString('hex');
const evmHash = () => `0x${randomBytes(32).toString('hex')}`;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  opToken = await operatorToken(server);
});
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(deps()); });

async function credential(token: string) {
  return uploaded(server, token, pngImage(40, 30, seed++), { purpose: 'depositCredential', name: 'receipt.png' });
}

async function claim(token: string, extra: Record<string, string> = {}, rtoken?: string) {
  return server.call('web/manualDeposit', {
    currency: 'USDT', chain: 'LOCAL', amount: '250', tx_hash: localHash(), credential: await credential(token), description: 'Sent from my exchange account', ...extra,
  }, { token, rtoken });
}

async function records(token: string) {
  const res = await server.call('web/depositRecords', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data as any[];
}

describe('a manual deposit', () => {
  it('goes to review with its timeline and credits nothing until a reviewer approves it', async () => {
    const user = await createUser(deps(), 'manual');
    const hash = localHash();
    const res = await claim(user.token, { tx_hash: hash });
    expect(res.code, res.message).toBe(0);
    expect(res.message).toBe('Deposit submitted for review');
    expect(res.data).toMatchObject({ kind: 'manual', chain: 'LOCAL', amount: '250', tx_hash: hash, state: 'underReview', status: 1 });
    expect(res.data.timeline.map((t: any) => t.state)).toEqual(['underReview']);
    expect(await balances(server, user.token)).toEqual({ available: '0', frozen: '0' });

    const queue = await server.call('web/opsDepositQueue', {}, { token: opToken });
    const item = queue.data.find((d: any) => d.id === res.data.id);
    expect(item).toMatchObject({ user_id: user.id, amount: '250', tx_hash: hash, description: 'Sent from my exchange account', state: 'underReview' });
    // The reviewer can open the credential image; the queue item names it.
    const file = await fetchFile(server, 'web/opsGetUpload', item.credential, opToken);
    expect(file.status).toBe(200);
    expect(file.type).toBe('image/png');

    const detail = await server.call('web/opsDepositDetail', { id: res.data.id }, { token: opToken });
    expect(detail.code, detail.message).toBe(0);
    expect(detail.data.timeline.map((t: any) => [t.state, t.actor])).toEqual([['underReview', `user:${user.id}`]]);

    const approved = await server.call('web/opsApproveDeposit', { id: res.data.id, reason: 'Found in block 1234' }, { token: opToken });
    expect(approved.code, approved.message).toBe(0);
    expect(approved.data.state).toBe('approved');
    expect(await balances(server, user.token)).toEqual({ available: '250', frozen: '0' });
    const [record] = await records(user.token);
    expect(record).toMatchObject({ id: res.data.id, state: 'approved', status: 2 });
    expect(record.timeline.map((t: any) => [t.state, t.reason])).toEqual([['underReview', null], ['approved', 'Found in block 1234']]);
    const audit = await server.call('web/opsDepositDetail', { id: res.data.id }, { token: opToken });
    expect(audit.data.decisions).toEqual([expect.objectContaining({ action: 'APPROVE', reason: 'Found in block 1234' })]);

    // Decided once: a second decision changes nothing.
    expect((await server.call('web/opsApproveDeposit', { id: res.data.id }, { token: opToken })).code).toBe(4216);
    expect((await server.call('web/opsRejectDeposit', { id: res.data.id, reason: 'late' }, { token: opToken })).code).toBe(4216);
    expect(await balances(server, user.token)).toEqual({ available: '250', frozen: '0' });
  });

  it('is rejected with a reason the user sees, and nothing is credited', async () => {
    const user = await createUser(deps(), 'manual');
    const res = await claim(user.token, { chain: 'LOCAL' });
    expect((await server.call('web/opsRejectDeposit', { id: res.data.id, reason: '' }, { token: opToken })).code).toBe(4215);
    const rejected = await server.call('web/opsRejectDeposit', { id: res.data.id, reason: 'No such transaction on the chain' }, { token: opToken });
    expect(rejected.code, rejected.message).toBe(0);
    const [record] = await records(user.token);
    expect(record).toMatchObject({ state: 'rejected', status: 0 });
    expect(record.timeline.at(-1)).toMatchObject({ state: 'rejected', reason: 'No such transaction on the chain' });
    expect(await balances(server, user.token)).toEqual({ available: '0', frozen: '0' });
    expect((await server.call('web/opsDepositQueue', {}, { token: opToken })).data.some((d: any) => d.id === res.data.id)).toBe(false);
  });

  it('frees its transaction hash when rejected: the same send can be claimed again, but not twice at once', async () => {
    const user = await createUser(deps(), 'manual');
    const hash = localHash();
    const first = await claim(user.token, { tx_hash: hash });
    expect(first.code, first.message).toBe(0);
    expect((await claim(user.token, { tx_hash: hash })).code).toBe(4217);
    await server.call('web/opsRejectDeposit', { id: first.data.id, reason: 'The receipt is unreadable' }, { token: opToken });

    const again = await claim(user.token, { tx_hash: hash });
    expect(again.code, again.message).toBe(0);
    expect(again.data).toMatchObject({ tx_hash: hash, state: 'underReview' });
    // The reviewer of the new claim sees the rejected one beside it.
    const detail = await server.call('web/opsDepositDetail', { id: again.data.id }, { token: opToken });
    expect(detail.data.same_tx_claims).toEqual([expect.objectContaining({ id: first.data.id, state: 'rejected', reason: 'The receipt is unreadable', tx_hash: hash })]);
    // Under review (and once approved) the hash is taken again, for this user and anyone else.
    expect((await claim(user.token, { tx_hash: hash })).code).toBe(4217);
    expect((await claim((await createUser(deps(), 'manual')).token, { tx_hash: hash })).code).toBe(4217);
    const approved = await server.call('web/opsApproveDeposit', { id: again.data.id, reason: 'Clear now' }, { token: opToken });
    expect(approved.code, approved.message).toBe(0);
    expect((await claim(user.token, { tx_hash: hash })).code).toBe(4217);
    expect(await balances(server, user.token)).toEqual({ available: '250', frozen: '0' });
    expect((await records(user.token)).map((r) => r.state).sort()).toEqual(['approved', 'rejected']);
    // The database holds the rule too: a second live claim of the hash cannot be stored.
    const row = await deps().db.selectFrom('manual_deposits').selectAll().where('id', '=', again.data.id).executeTakeFirstOrThrow();
    await expect(deps().db.insertInto('manual_deposits').values({ ...row, id: 'md_duplicate', state: 'underReview', rtoken: 'other-rtoken' }).execute()).rejects.toThrow();
  });

  it('takes one of many claims of the same hash made at once, and refuses the others with the reason', async () => {
    const hash = localHash();
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(deps(), 'manual')));
    const answers = await Promise.all(users.map((u) => claim(u.token, { tx_hash: hash })));
    const taken = answers.filter((a) => a.code === 0);
    expect(taken).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4217)).toHaveLength(users.length - 1);
    await server.call('web/opsRejectDeposit', { id: taken[0].data.id, reason: 'test' }, { token: opToken });
  });

  it('answers the same rtoken with the first claim, once', async () => {
    const user = await createUser(deps(), 'manual');
    const params = { currency: 'USDT', chain: 'LOCAL', amount: '120', tx_hash: localHash(), credential: await credential(user.token) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.call('web/manualDeposit', params, { token: user.token, rtoken: 'same-rtoken-1' })));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of ok) expect(a.data.id).toBe(ok[0].data.id);
    expect(await records(user.token)).toHaveLength(1);
    await server.call('web/opsRejectDeposit', { id: ok[0].data.id, reason: 'test' }, { token: opToken });
  });

  it('refuses a transaction hash claimed before, a bad hash, an unknown chain or asset, and a bad amount, changing nothing', async () => {
    const user = await createUser(deps(), 'manual');
    const hash = localHash();
    const first = await claim(user.token, { tx_hash: hash });
    expect(first.code).toBe(0);
    const other = await createUser(deps(), 'manual');
    const cases: [Record<string, string>, number][] = [
      [{ tx_hash: hash }, 4217],
      [{ tx_hash: 'not-a-hash' }, 4218],
      [{ tx_hash: evmHash() }, 4218], // an EVM hash on the local chain
      [{ chain: 'TRON' }, 4202],
      [{ currency: 'NOPE' }, 4201],
      [{ amount: '0' }, 4017],
      [{ amount: 'abc' }, 4017],
    ];
    for (const [params, code] of cases) {
      const res = await claim(other.token, params);
      expect(res.code, JSON.stringify(params)).toBe(code);
      expect(res.message.length).toBeGreaterThan(0);
    }
    expect(await records(other.token)).toEqual([]);
    await server.call('web/opsRejectDeposit', { id: first.data.id, reason: 'test' }, { token: opToken });
  });
});

describe('object-level access', () => {
  it("never lets a user claim with another user's upload, nor see or decide another user's claim", async () => {
    const owner = await createUser(deps(), 'manual');
    const thief = await createUser(deps(), 'manual');
    const ownersImage = await credential(owner.token);
    const stolen = await claim(thief.token, { credential: ownersImage });
    expect(stolen.code).toBe(4600); // as if there were no upload
    const kyc = await uploaded(server, thief.token, pngImage(40, 30, seed++), { purpose: 'kycFront' });
    expect((await claim(thief.token, { credential: kyc })).code).toBe(4600); // another purpose
    const res = await claim(owner.token, { credential: ownersImage });
    expect(res.code).toBe(0);
    expect(await records(thief.token)).toEqual([]);
    // Users cannot call the console's decisions.
    expect((await server.call('web/opsApproveDeposit', { id: res.data.id }, { token: owner.token })).code).toBe(2000);
    expect((await server.call('web/opsDepositDetail', { id: res.data.id }, { token: thief.token })).code).toBe(2000);
    expect((await fetchFile(server, 'web/getUpload', ownersImage, thief.token)).envelope?.code).toBe(4300);
    await server.call('web/opsRejectDeposit', { id: res.data.id, reason: 'test' }, { token: opToken });
    expect(await balances(server, owner.token)).toEqual({ available: '0', frozen: '0' });
  });
});
