// Object-level access over every call of deposits, transfers and withdrawals (and, for sessions, two-factor authentication, the address allowlist, sessions and devices, contracts, timed contracts, AI Earn custody, new-coin subscriptions, loans, the credit score, rewards, support and proofs of liabilities): another user's withdrawal,
// address or record is never readable or changeable; every call asks for a user session and
// refuses an operator's token.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { transferEndpoints } from '../../api/endpoints/transfers';
import { withdrawalEndpoints } from '../../api/endpoints/withdrawals';
import { fundsEndpoints } from '../../api/endpoints/funds';
import { contractEndpoints } from '../../api/endpoints/contract';
import { deliveryEndpoints } from '../../api/endpoints/delivery';
import { launchpadEndpoints } from '../../api/endpoints/launchpad';
import { earnEndpoints } from '../../api/endpoints/earn';
import { quickBuyEndpoints } from '../../api/endpoints/quick-buy';
import { messagesEndpoints } from '../../api/endpoints/messages';
import { loanEndpoints } from '../../api/endpoints/loan';
import { creditEndpoints } from '../../api/endpoints/credit';
import { referralEndpoints } from '../../api/endpoints/referral';
import { rewardsEndpoints } from '../../api/endpoints/rewards';
import { contentEditEndpoints } from '../../api/endpoints/content-edit';
import { allEndpoints } from '../../api/registry';
import { supportEndpoints } from '../../api/endpoints/support';
import { allowlistEndpoints } from '../../api/endpoints/allowlist';
import { devicesEndpoints } from '../../api/endpoints/devices';
import { proofEndpoints } from '../../api/endpoints/proof';
import { twoFactorEndpoints } from '../../api/endpoints/two-factor';
import { fetchFile, uploaded } from './upload-client';
import { pngImage } from './image-fixtures';
import { TPWD, balances, expectCleanAudit, fundedUser, operatorToken, setSettings, usdt } from './withdraw-fixtures';

let server: TestServer;
const deps = () => server.platform.deps;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
});
afterAll(async () => { await server.stop(); });

describe('object-level access', () => {
  it("never shows or changes another user's withdrawal, address, transfer or ledger rows", async () => {
    const alice = await fundedUser(server, usdt(800), 'alice');
    const bob = await fundedUser(server, usdt(800), 'bob');
    const aliceAddress = `lc1${randomBytes(20).toString('hex')}`;
    const wd = await server.call('web/withdraw', { chain: 'LOCAL', address: aliceAddress, amount: '200', tpwd: TPWD }, { token: alice.token });
    const addr = await server.call('web/addWithdrawAddress', { chain: 'LOCAL', address: aliceAddress, remarks: 'alice-secret' }, { token: alice.token });
    const tf = await server.call('web/transfer', { from: 'spot', to: 'contract', amount: '50', tpwd: TPWD }, { token: alice.token });
    await server.call('web/saveCollection', { name: 'Alice', bank_number: 'alice-bank-1' }, { token: alice.token });
    for (const r of [wd, addr, tf]) expect(r.code, r.message).toBe(0);
    const secrets = [wd.data.id, addr.data.id, tf.data.id, aliceAddress, 'alice-secret', 'alice-bank-1', alice.id];

    // Bob reaches for Alice's items by id: not found, and nothing changes.
    expect((await server.call('web/cancelWithdraw', { id: wd.data.id }, { token: bob.token })).code).toBe(4300);
    expect((await server.call('web/deleteWithdrawAddress', { id: addr.data.id }, { token: bob.token })).code).toBe(4300);

    // Every read Bob can make holds none of Alice's data.
    const reads: Record<string, Record<string, string>> = {
      'web/withdrawRecords': {}, 'web/withdrawAddresses': {}, 'web/transferRecords': {}, 'web/ledgerExport': {},
      'web/getWithdrawPolicy': {}, 'web/getCollection': {}, 'web/depositRecords': {}, 'web/getQrcode': {}, 'web/getAsset2': {},
      'web/getMyEarningsAndPromotion': {}, 'web/getMyEarningsDetail': {}, 'web/getMyPromotion': {},
    };
    for (const [name, params] of Object.entries(reads)) {
      const res = await server.call(name, params, { token: bob.token });
      expect(res.code, name).toBe(0);
      const text = JSON.stringify(res.data);
      for (const s of secrets) expect(text, `${name} leaks ${s}`).not.toContain(s);
    }
    const policy = await server.call('web/getWithdrawPolicy', {}, { token: bob.token });
    expect(policy.data).toMatchObject({ available: '800', left_today: 2 });

    // Alice's items are intact.
    const records = await server.call('web/withdrawRecords', {}, { token: alice.token });
    expect(records.data.map((r: any) => [r.id, r.state])).toEqual([[wd.data.id, 'underReview']]);
    expect((await server.call('web/withdrawAddresses', {}, { token: alice.token })).data.map((a: any) => a.id)).toEqual([addr.data.id]);
    expect(await balances(server, alice.token)).toEqual({ available: '550', frozen: '200' });
    expect(await balances(server, bob.token)).toEqual({ available: '800', frozen: '0' });
    await expectCleanAudit(deps());
  });

  it("never shows or ends another user's session, login history or allowlist mode", async () => {
    const alice = await fundedUser(server, 0n, 'alice');
    const bob = await fundedUser(server, 0n, 'bob');
    expect((await server.call('web/setAllowlistMode', { on: '1', tpwd: TPWD }, { token: alice.token })).code).toBe(0);
    const aliceSession = (await server.call('web/sessions', {}, { token: alice.token })).data[0].id as string;
    expect((await server.call('web/signOutSession', { id: aliceSession }, { token: bob.token })).code).toBe(4300);
    expect((await server.call('web/signOutOtherSessions', {}, { token: bob.token })).data).toEqual({ ended: 0 });
    for (const name of ['web/sessions', 'web/loginHistory', 'web/getAllowlistMode']) {
      const res = await server.call(name, {}, { token: bob.token });
      expect(res.code, name).toBe(0);
      expect(JSON.stringify(res.data), `${name} leaks Alice's data`).not.toContain(aliceSession);
    }
    expect((await server.call('web/getAllowlistMode', {}, { token: bob.token })).data.allowlist_only).toBe(false);
    expect((await server.call('web/setAllowlistMode', { on: '0', tpwd: TPWD }, { token: bob.token })).code).toBe(0);
    expect((await server.call('web/getAllowlistMode', {}, { token: alice.token })).data).toMatchObject({ allowlist_only: true, off_at: null });
    expect((await server.call('web/info', {}, { token: alice.token })).code).toBe(0);
  });

  it("never shows another member's support conversation or its image", async () => {
    const alice = await fundedUser(server, usdt(1), 'alice');
    const bob = await fundedUser(server, usdt(1), 'bob');
    const image = await uploaded(server, alice.token, pngImage(), { purpose: 'supportImage' });
    const sent = await server.call('web/supportSend', { text: 'alice-support-secret', image }, { token: alice.token });
    expect(sent.code, sent.message).toBe(0);
    const seen = await server.call('web/supportConversation', {}, { token: bob.token });
    expect(seen.data).toEqual({ conversation: null, messages: [] });
    expect((await fetchFile(server, 'web/getUpload', image, bob.token)).envelope?.code).toBe(4300);
    // Bob cannot attach Alice's image to his own message either.
    expect((await server.call('web/supportSend', { image }, { token: bob.token })).code).toBe(4600);
    expect((await server.call('web/supportConversation', {}, { token: alice.token })).data.messages[0].text).toBe('alice-support-secret');
  });

  it("never shows or marks another user's message", async () => {
    const alice = await fundedUser(server, usdt(300), 'alice');
    const bob = await fundedUser(server, usdt(300), 'bob');
    const [m] = (await server.call('web/getNewsList', {}, { token: alice.token })).data.list;
    expect(m.kind).toBe('depositCredited');
    expect((await server.call('web/getNewsDetail', { id: m.id }, { token: bob.token })).code).toBe(4300);
    expect((await server.call('web/readNews', { id: m.id }, { token: bob.token })).code).toBe(4300);
    for (const name of ['web/getNewsList', 'web/getUnreadNews']) {
      const res = await server.call(name, {}, { token: bob.token });
      expect(res.code, name).toBe(0);
      expect(JSON.stringify(res.data), `${name} leaks Alice's message`).not.toContain(m.id);
    }
    expect((await server.call('web/getNewsDetail', { id: m.id }, { token: alice.token })).data.state).toBe('unread');
  });

  it('asks every call for a user session and refuses an operator token', async () => {
    const op = await operatorToken(server);
    const contractCalls = [...Object.values(contractEndpoints), ...Object.values(deliveryEndpoints), ...Object.values(earnEndpoints), ...Object.values(launchpadEndpoints), ...Object.values(quickBuyEndpoints), ...Object.values(loanEndpoints), ...Object.values(creditEndpoints), ...Object.values(referralEndpoints), ...Object.values(rewardsEndpoints), ...Object.values(supportEndpoints), ...Object.values(proofEndpoints), ...Object.values(twoFactorEndpoints)].filter((e) => e.access === 'user');
    const messageCalls = Object.values(messagesEndpoints).filter((e) => e.access === 'user');
    const protectionCalls = [...Object.values(allowlistEndpoints), ...Object.values(devicesEndpoints)].filter((e) => e.access === 'user');
    const names = [...Object.values(fundsEndpoints), ...Object.values(transferEndpoints), ...Object.values(withdrawalEndpoints), ...contractCalls, ...messageCalls, ...protectionCalls].map((e) => e.name);
    // Loans: six calls of the user's own loans; credit: the score; referral: summary, commission, invitees;
    // rewards: the sign-in log, signing and claiming (the user's own only); support: the conversation, writing and its images;
    // proofs: the user's own inclusion proof; messages: four of the user's own; two-factor: start, enable, disable and the anti-phishing phrase; the allowlist mode (two) and the sessions and login history (four).
    expect(names).toHaveLength(18 + 9 + 4 + 5 + 2 + 2 + 6 + 1 + 3 + 3 + 3 + 1 + 4 + 4 + 2 + 4);
    for (const name of names) {
      expect((await server.call(name, {})).code, `${name} without a token`).toBe(2000);
      expect((await server.call(name, {}, { token: op })).code, `${name} with an operator token`).toBe(2000);
    }
  });

  it('asks every content editing call for an editor or admin, and keeps an editor out of every other console call', async () => {
    const user = await fundedUser(server, 10n);
    const [reviewer, editor] = [await operatorToken(server, 'reviewer'), await operatorToken(server, 'editor')];
    const editing = new Set(Object.values(contentEditEndpoints).map((e) => e.name));
    const valid = { id: 1, text_lang: 'en', version: 1, restore: 1, title: 'T', body: 'B', kind: 'help', published: 'false' };
    for (const name of editing) {
      expect((await server.call(name, valid, { token: user.token })).code, `${name} with a user token`).toBe(2000);
      expect((await server.call(name, valid, { token: reviewer })).code, `${name} as a reviewer`).toBe(4301);
    }
    const console = allEndpoints.filter((e) => e.access === 'operator' && !editing.has(e.name)).map((e) => e.name);
    for (const name of console) expect((await server.call(name, { id: 'x1' }, { token: editor })).code, `${name} as an editor`).toBe(4301);
    await expectCleanAudit(deps());
  });
});
