// Support over HTTP and /ws: a member's messages (text, an own image) open the conversation and
// open it again after an answer or a close; refusals change nothing; the rate limit; staff answer
// (two at once: one answer wins, the other is told to read first) and close, each audit-logged;
// who may read what (another member, a reviewer, support staff and the images); what staff see of
// the member (levels and open items, never a secret); and both streams live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { operatorToken } from './withdraw-fixtures';
import { fetchFile, upload, uploaded, uploadTo } from './upload-client';
import { pngImage } from './image-fixtures';
import { connectWs } from './ws-client';
import { ManualClock } from '../../server/platform';
import { businessErrors } from '../../api/codes';
import { SUPPORT_MESSAGES_PER_MINUTE, SUPPORT_TEXT_MAX } from '../../api/support-rules';
import type { Deps } from '../../server/deps';

const clock = new ManualClock(Date.UTC(2027, 4, 3, 10, 0, 0));
let server: TestServer;
let support: string;
let admin: string;
let reviewer: string;

beforeAll(async () => {
  server = await startTestServer({ clock, env: noRateLimit });
  support = await operatorToken(server, 'support');
  admin = await operatorToken(server, 'admin');
  reviewer = await operatorToken(server, 'reviewer');
});
afterAll(async () => { await server.stop(); });

const deps = (): Deps => server.platform.deps;
const member = (label = 'member') => createUser(deps(), label);
const send = (token: string, params: Record<string, string>) => server.call('web/supportSend', params, { token });
const mine = async (token: string) => (await server.call('web/supportConversation', {}, { token })).data;
const detail = async (token: string, id: string) => server.call('web/opsSupportDetail', { id }, { token });
const answer = (token: string, id: string, after: string, text: string) => server.call('web/opsSupportAnswer', { id, after, text }, { token });
const count = async (table: 'support_messages' | 'support_conversations' | 'ops_audit_log' | 'lifecycle_events') =>
  Number((await deps().db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const tick = () => clock.advance(61_000); // past the minute the rate limit counts

describe('the member writes', () => {
  it('opens the conversation with the first message, keeps the history in order, and reads only their own', async () => {
    const a = await member();
    expect(await mine(a.token)).toEqual({ conversation: null, messages: [] });
    const first = await send(a.token, { text: 'My deposit has not arrived' });
    expect(first.code, first.message).toBe(0);
    expect(first.data.conversation.state).toBe('open');
    const second = await send(a.token, { text: 'It was 100 USDT' });
    expect(second.data.conversation).toMatchObject({ id: first.data.conversation.id, state: 'open' });
    const seen = await mine(a.token);
    expect(seen.messages.map((m: { text: string; author: string }) => [m.author, m.text])).toEqual([['user', 'My deposit has not arrived'], ['user', 'It was 100 USDT']]);

    const b = await member('other');
    expect(await mine(b.token)).toEqual({ conversation: null, messages: [] });
  });

  it('refuses an empty message, a text past the bound and another member\'s image, changing nothing', async () => {
    const a = await member();
    const b = await member('other');
    const before = await count('support_messages');
    for (const [params, code] of [
      [{}, businessErrors.supportMessageEmpty],
      [{ text: '   ' }, businessErrors.supportMessageEmpty],
      [{ text: 'x'.repeat(SUPPORT_TEXT_MAX + 1) }, businessErrors.supportTextTooLong],
    ] as const) {
      const res = await send(a.token, params);
      expect(res.code, res.message).toBe(code);
      expect(res.message).not.toBe('');
    }
    const theirs = await uploaded(server, b.token, pngImage(), { purpose: 'supportImage' });
    expect((await send(a.token, { image: theirs })).code).toBe(businessErrors.uploadMissing);
    const otherPurpose = await uploaded(server, a.token, pngImage(), { purpose: 'kycFront' });
    expect((await send(a.token, { image: otherPurpose })).code).toBe(businessErrors.uploadMissing);
    expect(await count('support_messages')).toBe(before);
    expect(await mine(a.token)).toEqual({ conversation: null, messages: [] });
  });

  it('answers bad input in the caller\'s language', async () => {
    const a = await member();
    const res = await server.call('web/supportSend', {}, { token: a.token, lang: 'pl' });
    expect(res.code).toBe(businessErrors.supportMessageEmpty);
    expect(res.message).toBe('Napisz wiadomość lub dołącz obraz');
  });

  it(`takes at most ${SUPPORT_MESSAGES_PER_MINUTE} messages a minute`, async () => {
    const a = await member();
    for (let i = 0; i < SUPPORT_MESSAGES_PER_MINUTE; i += 1) expect((await send(a.token, { text: `message ${i}` })).code).toBe(0);
    const refused = await send(a.token, { text: 'one more' });
    expect(refused.code).toBe(businessErrors.supportTooFast);
    expect((await mine(a.token)).messages).toHaveLength(SUPPORT_MESSAGES_PER_MINUTE);
    tick();
    expect((await send(a.token, { text: 'after a minute' })).code).toBe(0);
  });

  it('replays a repeated request once', async () => {
    const a = await member();
    const rtoken = 'support-rt-1';
    const one = await server.call('web/supportSend', { text: 'hello' }, { token: a.token, rtoken });
    const two = await server.call('web/supportSend', { text: 'hello' }, { token: a.token, rtoken });
    expect(two.data).toEqual(one.data);
    expect((await mine(a.token)).messages).toHaveLength(1);
  });
});

describe('the chart: open -> answered -> closed, and open again', () => {
  it('moves on answers, the member writing and closing, with a timeline and audit rows', async () => {
    const a = await member();
    const opened = (await send(a.token, { text: 'Help with a withdrawal' })).data;
    const id = opened.conversation.id;
    const queue = (await server.call('web/opsSupportQueue', {}, { token: support })).data;
    expect(queue.find((c: { id: string }) => c.id === id)).toMatchObject({ state: 'open', last_text: 'Help with a withdrawal', last_author: 'user' });

    const step = () => clock.advance(1000); // timeline rows of one millisecond have no order among them
    step();
    const answered = await answer(support, id, opened.message.id, 'We are looking into it');
    expect(answered.code, answered.message).toBe(0);
    expect(answered.data.conversation.state).toBe('answered');
    // A second answer before the member writes keeps it answered.
    step();
    const again = await answer(admin, id, answered.data.message.id, 'It has been approved');
    expect(again.data.conversation.state).toBe('answered');

    step();
    const reopened = (await send(a.token, { text: 'Thanks, one more question' })).data;
    step();
    expect(reopened.conversation.state).toBe('open');
    const closed = await server.call('web/opsSupportClose', { id, reason: 'settled' }, { token: support });
    expect(closed.data.state).toBe('closed');
    expect((await server.call('web/opsSupportClose', { id }, { token: support })).code).toBe(businessErrors.supportClosed);
    expect((await answer(support, id, reopened.message.id, 'late')).code).toBe(businessErrors.supportClosed);

    step();
    const afterClose = (await send(a.token, { text: 'It happened again' })).data;
    expect(afterClose.conversation).toMatchObject({ id, state: 'open' });

    const d = (await detail(support, id)).data;
    expect(d.timeline.map((s: { event: string; state: string }) => `${s.event}>${s.state}`)).toEqual(['ANSWER>answered', 'USER_WROTE>open', 'CLOSE>closed', 'USER_WROTE>open']);
    expect(d.decisions.map((x: { action: string; reason: string | null }) => [x.action, x.reason])).toEqual([
      ['support.answer', 'We are looking into it'], ['support.answer', 'It has been approved'], ['support.close', 'settled'],
    ]);
    expect(d.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'staff', 'staff', 'user', 'user']);
    // The member sees the answers as support's, not an operator's.
    const seen = await mine(a.token);
    expect(JSON.stringify(seen)).not.toContain('op_');
    expect(seen.messages[1]).toMatchObject({ author: 'staff', text: 'We are looking into it' });
  });

  it('lets one of two staff answering the same message at once through; the other is told to read first', async () => {
    const a = await member();
    const opened = (await send(a.token, { text: 'Two of you?' })).data;
    const id = opened.conversation.id;
    const auditBefore = await count('ops_audit_log');
    const [x, y] = await Promise.all([
      answer(support, id, opened.message.id, 'First answer'),
      answer(admin, id, opened.message.id, 'Second answer'),
    ]);
    expect([x.code, y.code].sort()).toEqual([0, businessErrors.supportChanged]);
    const d = (await detail(admin, id)).data;
    expect(d.messages).toHaveLength(2);
    expect(d.timeline.filter((s: { event: string }) => s.event === 'ANSWER')).toHaveLength(1);
    expect(await count('ops_audit_log')).toBe(auditBefore + 1);
    // After reading, the other answer goes through.
    const loser = x.code === 0 ? admin : support;
    expect((await answer(loser, id, d.conversation.last_message_id, 'Adding to that')).code).toBe(0);
  });

  it('refuses an answer written before the member wrote again, changing nothing', async () => {
    const a = await member();
    const opened = (await send(a.token, { text: 'First' })).data;
    await send(a.token, { text: 'Second' });
    const before = await count('support_messages');
    const res = await answer(support, opened.conversation.id, opened.message.id, 'Answering the first only');
    expect(res.code).toBe(businessErrors.supportChanged);
    expect(await count('support_messages')).toBe(before);
    expect((await answer(support, opened.conversation.id, opened.message.id, '')).code).toBe(businessErrors.supportMessageEmpty);
    expect((await answer(support, 'sc_nothing', opened.message.id, 'x')).code).toBe(businessErrors.notFound);
  });
});

describe('who may read what', () => {
  it('serves a member\'s image to them and to support staff, never to another member', async () => {
    const a = await member();
    const b = await member('other');
    const image = await uploaded(server, a.token, pngImage(32, 32, 7), { purpose: 'supportImage' });
    const sent = await send(a.token, { text: 'Screenshot attached', image });
    expect(sent.code, sent.message).toBe(0);
    expect(sent.data.message.image).toBe(image);
    expect((await fetchFile(server, 'web/getUpload', image, a.token)).status).toBe(200);
    const stranger = await fetchFile(server, 'web/getUpload', image, b.token);
    expect(stranger.envelope?.code).toBe(businessErrors.notFound);
    expect((await fetchFile(server, 'web/opsGetUpload', image, support)).type).toMatch(/^image\//);
    // Support staff see support images only, not identity documents.
    const idDoc = await uploaded(server, a.token, pngImage(), { purpose: 'kycFront' });
    expect((await fetchFile(server, 'web/opsGetUpload', idDoc, support)).envelope?.code).toBe(businessErrors.notFound);
    // An image of one's own may be sent by nobody else.
    expect((await send(b.token, { image })).code).toBe(businessErrors.uploadMissing);
  });

  it('serves an image staff attach to an answer to that member and to staff only, once sent', async () => {
    const a = await member();
    const b = await member('other');
    const opened = (await send(a.token, { text: 'Where do I find my address?' })).data;
    const id = opened.conversation.id;
    const staffUpload = (token: string, conversation = id) => uploadTo(server, 'web/opsSupportUploadImage', { id: conversation }, token, pngImage(24, 24, 3));
    const up = await staffUpload(support);
    expect(up.code, up.message).toBe(0);
    expect(up.data.purpose).toBe('supportReply');
    const image = up.data.id as string;
    // Not sent yet: the member cannot see it, by either call.
    expect((await fetchFile(server, 'web/supportImage', image, a.token)).envelope?.code).toBe(businessErrors.notFound);
    expect((await fetchFile(server, 'web/getUpload', image, a.token)).envelope?.code).toBe(businessErrors.notFound);
    // Only its uploader attaches it; the member cannot send it as theirs.
    expect((await server.call('web/opsSupportAnswer', { id, after: opened.message.id, image }, { token: admin })).code).toBe(businessErrors.uploadMissing);
    expect((await send(a.token, { image })).code).toBe(businessErrors.uploadMissing);

    const auditBefore = await count('ops_audit_log');
    const sent = await server.call('web/opsSupportAnswer', { id, after: opened.message.id, image }, { token: support });
    expect(sent.code, sent.message).toBe(0);
    expect(sent.data.message).toMatchObject({ author: 'staff', text: '', image });
    expect(await count('ops_audit_log')).toBe(auditBefore + 1);
    expect((await detail(support, id)).data.decisions.at(-1).reason).toBe(`[image ${image}]`);

    const seen = await fetchFile(server, 'web/supportImage', image, a.token);
    expect(seen.status).toBe(200);
    expect(seen.type).toMatch(/^image\//);
    expect((await mine(a.token)).messages.at(-1)).toMatchObject({ author: 'staff', image });
    // The member's own image comes through the same call; nobody else reads either through it.
    const own = await uploaded(server, a.token, pngImage(16, 16, 5), { purpose: 'supportImage' });
    await send(a.token, { image: own });
    expect((await fetchFile(server, 'web/supportImage', own, a.token)).status).toBe(200);
    expect((await fetchFile(server, 'web/supportImage', image, b.token)).envelope?.code).toBe(businessErrors.notFound);
    expect((await fetchFile(server, 'web/supportImage', own, b.token)).envelope?.code).toBe(businessErrors.notFound);
    expect((await fetchFile(server, 'web/opsGetUpload', image, support)).type).toMatch(/^image\//);
    expect((await fetchFile(server, 'web/opsGetUpload', image, reviewer)).type).toMatch(/^image\//);

    // Reviewers do not answer members; no conversation, no upload; members do not upload staff images.
    expect((await staffUpload(reviewer)).code).toBe(businessErrors.supportStaffOnly);
    expect((await staffUpload(support, 'sc_nothing')).code).toBe(businessErrors.notFound);
    expect((await upload(server, a.token, pngImage(), { purpose: 'supportReply' })).code).toBe(businessErrors.invalidInput);
  });

  it('keeps support staff out of reviews and settings, and reviewers out of support', async () => {
    const a = await member();
    const id = (await send(a.token, { text: 'Hello' })).data.conversation.id;
    for (const name of ['web/opsWithdrawQueue', 'web/opsKycQueue', 'web/opsLoanQueue', 'web/opsSettings', 'web/opsDepositQueue']) {
      expect((await server.call(name, {}, { token: support })).code, name).toBe(businessErrors.forbidden);
    }
    expect((await server.call('web/opsSupportQueue', {}, { token: reviewer })).code).toBe(businessErrors.supportStaffOnly);
    expect((await detail(reviewer, id)).code).toBe(businessErrors.supportStaffOnly);
    // A member's token is not an operator's.
    expect((await detail(a.token, id)).code).toBe(2000);
    expect((await server.call('web/supportConversation', {}, { token: support })).code).toBe(2000);
  });

  it('shows staff the member\'s levels and open items, never a password, code or secret', async () => {
    const a = await member();
    await deps().db.updateTable('users').set({ password_hash: '$argon2id$secret-hash', tpwd_hash: '$argon2id$tpwd-hash' }).where('id', '=', a.id).execute();
    const id = (await send(a.token, { text: 'Who am I?' })).data.conversation.id;
    const d = await detail(support, id);
    expect(d.code, d.message).toBe(0);
    expect(d.data.member).toMatchObject({ id: a.id, verified_levels: [], open_items: { withdrawals: 0, manual_deposits: 0, loans: 0 } });
    const text = JSON.stringify(d.data);
    for (const secret of ['argon2id', 'secret-hash', 'tpwd', 'password', 'token', a.token]) expect(text).not.toContain(secret);
  });
});

describe('live on the stream', () => {
  it('brings a member\'s message to staff and staff\'s answer to the member, and to no one else', async () => {
    const a = await member();
    const b = await member('other');
    const memberWs = await connectWs(server);
    const otherWs = await connectWs(server);
    const staffWs = await connectWs(server);
    const reviewerWs = await connectWs(server);
    memberWs.send({ op: 'auth', token: a.token });
    otherWs.send({ op: 'auth', token: b.token });
    staffWs.send({ op: 'opsAuth', token: support });
    reviewerWs.send({ op: 'opsAuth', token: reviewer });
    await Promise.all([memberWs, otherWs, staffWs, reviewerWs].map((c) => c.until((m) => m.some((x) => x.op === 'auth' || x.op === 'opsAuth'))));
    memberWs.send({ op: 'subscribe', channel: 'support' });
    otherWs.send({ op: 'subscribe', channel: 'support' });
    staffWs.send({ op: 'subscribe', channel: 'ops:support' });
    reviewerWs.send({ op: 'subscribe', channel: 'ops:support' });
    await Promise.all([memberWs, otherWs, staffWs].map((c) => c.until((m) => m.some((x) => x.op === 'subscribed'))));
    await reviewerWs.until((m) => m.some((x) => x.op === 'error'));
    expect(reviewerWs.messages.find((x) => x.op === 'error')).toMatchObject({ channel: 'ops:support', error: 'loginRequired' });

    const sent = (await send(a.token, { text: 'Live question' })).data;
    await staffWs.until((m) => m.some((x) => x.channel === 'ops:support' && x.data?.message?.text === 'Live question'));
    const ans = await answer(support, sent.conversation.id, sent.message.id, 'Live answer');
    expect(ans.code).toBe(0);
    await memberWs.until((m) => m.some((x) => x.channel === 'support' && x.data?.message?.text === 'Live answer'));
    const live = memberWs.messages.find((x) => x.channel === 'support' && x.data?.message?.text === 'Live answer');
    expect(live.data.conversation).toMatchObject({ id: sent.conversation.id, state: 'answered' });
    expect(otherWs.messages.filter((x) => x.channel === 'support' && x.data)).toEqual([]);
    for (const c of [memberWs, otherWs, staffWs, reviewerWs]) c.ws.close();
  });

  it('refuses the operator channel without an operator session', async () => {
    const a = await member();
    const ws = await connectWs(server);
    ws.send({ op: 'opsAuth', token: a.token });
    await ws.until((m) => m.some((x) => x.op === 'opsAuth'));
    expect(ws.messages[0]).toMatchObject({ op: 'opsAuth', ok: false, error: 'sessionInvalid' });
    ws.send({ op: 'subscribe', channel: 'ops:support' });
    await ws.until((m) => m.some((x) => x.op === 'error'));
    ws.ws.close();
  });
});
