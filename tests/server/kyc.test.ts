// Identity verification over HTTP: the spec's validation messages in the user's language, the fixed
// nationality, the order of levels, uploads that must be the user's own, the access matrix (another
// user's documents and records are never readable; user and operator sessions never cross), racing
// submissions and decisions, the audit log of every decision, and the withdrawal that needs junior.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/core/i18n';
import { startTestServer, type TestServer } from './harness';
import { manualClock, newUser, noRateLimit } from './auth-fixtures';
import { TPWD, expectCleanAudit, fundedUser, operatorToken, setSettings, usdt } from './withdraw-fixtures';
import { juniorForm, levelImages, levelOf, overview, passLevel, queuedId, submitLevel } from './kyc-fixtures';
import { pngImage } from './image-fixtures';
import { fetchFile, uploaded } from './upload-client';

let server: TestServer;
let reviewer: string;
const deps = () => server.platform.deps;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  reviewer = await operatorToken(server, 'reviewer');
});
afterAll(async () => { await server.stop(); });

describe('the forms', () => {
  it('lists the spec ID types, the senior form offering only ID card, passport and other', async () => {
    const res = await server.call('web/getIdcardType');
    expect(res.data.map((t: any) => [t.id, t.code, t.senior])).toEqual([
      [1, 'idCard', true], [2, 'passport', true], [3, 'drivingLicence', false], [4, 'residencePermit', false], [5, 'other', true],
    ]);
  });

  it('answers each empty junior field with the spec message, in the user\'s language, and stores nothing', async () => {
    const user = await newUser(server);
    const cases: [Record<string, string>, string][] = [
      [{ nationality: '' }, 'error.kycNationalityEmpty'],
      [{ nationality: 'XX' }, 'error.kycNationalityEmpty'],
      [{ id_type: '' }, 'error.kycIdTypeEmpty'],
      [{ id_type: '9' }, 'error.kycIdTypeEmpty'],
      [{ real_name: '  ' }, 'error.kycNameEmpty'],
      [{ id_number: '' }, 'error.kycIdNumberEmpty'],
      [{ id_number: '<script>' }, 'error.kycIdNumberInvalid'],
    ];
    for (const lang of ['en', 'zh', 'ar']) {
      for (const [override, key] of cases) {
        const res = await server.call('web/setNameAuth', { ...juniorForm, ...override }, { token: user.token, lang });
        expect(res.code, key).not.toBe(0);
        expect(res.message).toBe(translate(lang as never, key));
      }
    }
    expect((await levelOf(server, user.token, 'junior')).state).toBe('notSubmitted');
    expect((await overview(server, user.token)).nationality).toBeNull();
  });

  it('asks senior for the front, back and signature photo, and address for the bill and the address', async () => {
    const user = await newUser(server);
    await passLevel(server, reviewer, user, 'junior');
    const images = await levelImages(server, user.token, 'senior');
    const senior = (extra: Record<string, string>) => server.call('web/userIdCard', { id_type: '1', ...images, ...extra }, { token: user.token });
    expect((await senior({ front: '' })).message).toBe('Please upload the front of your ID');
    expect((await senior({ back: '' })).message).toBe('Please upload the back of your ID');
    expect((await senior({ signature: '' })).message).toBe('Please upload a photo with your signature');
    expect((await senior({ id_type: '3' })).message).toBe('Senior verification accepts only an ID card, a passport or other');
    // An upload of another kind is not the photo asked for.
    expect((await senior({ front: images.back })).message).toBe('Please upload the front of your ID');
    const bill = await levelImages(server, user.token, 'address');
    expect((await server.call('web/editCenterLevel', { address: '', ...bill }, { token: user.token })).message).toBe('Please enter the utility address');
    expect((await server.call('web/editCenterLevel', { address: '1 Main St' }, { token: user.token })).message).toBe('Please upload a picture of the bill');
    expect((await levelOf(server, user.token, 'senior')).state).toBe('notSubmitted');
    expect((await levelOf(server, user.token, 'address')).state).toBe('notSubmitted');
  });

  it('opens senior and address only after junior has passed', async () => {
    const user = await newUser(server);
    const before = await overview(server, user.token);
    expect(before.levels.map((l: any) => [l.level, l.can_submit, l.needs])).toEqual([
      ['junior', true, null], ['senior', false, 'junior'], ['address', false, 'junior'],
    ]);
    expect((await submitLevel(server, user.token, 'senior')).message).toBe('Please complete junior verification first');
    expect((await submitLevel(server, user.token, 'junior')).code).toBe(0);
    expect((await submitLevel(server, user.token, 'address')).code).toBe(4632); // junior under review is not junior passed
    const id = await queuedId(server, reviewer, user.account, 'junior');
    expect((await server.call('web/opsKycApprove', { id }, { token: reviewer })).code).toBe(0);
    expect((await overview(server, user.token)).levels.map((l: any) => l.can_submit)).toEqual([false, true, true]);
  });
});

describe('nationality and verified identity', () => {
  it('fixes the nationality with the first junior submission; a re-verify keeps it', async () => {
    const user = await newUser(server);
    expect((await submitLevel(server, user.token, 'junior', { nationality: 'fr' })).code).toBe(0);
    expect((await overview(server, user.token)).nationality).toBe('FR');
    const id = await queuedId(server, reviewer, user.account, 'junior');
    await server.call('web/opsKycReject', { id, reason: 'Name does not match the document' }, { token: reviewer });
    const changed = await submitLevel(server, user.token, 'junior', { nationality: 'DE' }, 'de');
    expect(changed).toMatchObject({ code: 4629, message: 'Die Staatsangehörigkeit kann nach der Registrierung nicht geändert werden' });
    expect((await levelOf(server, user.token, 'junior')).state).toBe('failed');
    const again = await submitLevel(server, user.token, 'junior', { nationality: 'FR', real_name: 'Marie Curie' });
    expect(again.code, again.message).toBe(0);
    expect(again.data).toMatchObject({ level: 'junior', state: 'underReview', can_submit: false });
  });

  it('refuses to change or re-verify a verified identity', async () => {
    const user = await newUser(server);
    await passLevel(server, reviewer, user, 'junior');
    const res = await submitLevel(server, user.token, 'junior', { real_name: 'Someone Else' });
    expect(res).toMatchObject({ code: 4630, message: 'Verified identity cannot be changed or re-verified' });
    const info = await server.call('web/idcardinfo', {}, { token: user.token });
    expect(info.data.junior).toEqual({ nationality: 'DE', id_type: 1, real_name: 'Erika Mustermann', id_number: 'L0*****47' });
  });
});

describe('access', () => {
  it("never shows one user's verification, fields or images to another, and never accepts another's uploads", async () => {
    const alice = await newUser(server);
    const bob = await newUser(server);
    await passLevel(server, reviewer, alice, 'junior');
    const images = await levelImages(server, alice.token, 'senior');
    expect((await server.call('web/userIdCard', { id_type: '2', ...images }, { token: alice.token })).code).toBe(0);
    const aliceId = await queuedId(server, reviewer, alice.account, 'senior');
    const secrets = [alice.account, aliceId, ...Object.values(images), 'Erika', 'L01X00T47'];

    for (const name of ['web/has_renzheng', 'web/idcardinfo']) {
      const text = JSON.stringify((await server.call(name, {}, { token: bob.token })).data);
      for (const s of secrets) expect(text, `${name} leaks ${s}`).not.toContain(s);
    }
    for (const uploadId of Object.values(images)) {
      expect((await fetchFile(server, 'web/getUpload', uploadId, bob.token)).envelope?.code).toBe(4300);
    }
    // Bob cannot make Alice's photos his own.
    await passLevel(server, reviewer, bob, 'junior');
    const stolen = await server.call('web/userIdCard', { id_type: '2', ...images }, { token: bob.token });
    expect(stolen).toMatchObject({ code: 4624, message: 'Please upload the front of your ID' });
    expect((await levelOf(server, bob.token, 'senior')).state).toBe('notSubmitted');
  });

  it('keeps user and operator calls apart: every call refuses the other kind of session and no session', async () => {
    const user = await newUser(server);
    const userCalls = ['web/has_renzheng', 'web/idcardinfo', 'web/setNameAuth', 'web/userIdCard', 'web/editCenterLevel'];
    const opCalls = ['web/opsKycQueue', 'web/opsKycDetail', 'web/opsKycApprove', 'web/opsKycReject'];
    for (const name of userCalls) {
      expect((await server.call(name, {}, { token: reviewer })).code, name).toBe(2000);
      expect((await server.call(name, {})).code, name).toBe(2000);
    }
    for (const name of opCalls) {
      expect((await server.call(name, { id: 'kyc_x', reason: 'r' }, { token: user.token })).code, name).toBe(2000);
      expect((await server.call(name, { id: 'kyc_x', reason: 'r' })).code, name).toBe(2000);
    }
  });

  it('shows a reviewer the item with its images, the other levels and accounts sharing the document number', async () => {
    const first = await newUser(server);
    const second = await newUser(server);
    const doc = `P${randomBytes(5).toString('hex').toUpperCase()}`;
    expect((await submitLevel(server, first.token, 'junior', { id_number: doc })).code).toBe(0);
    await server.call('web/opsKycApprove', { id: await queuedId(server, reviewer, first.account, 'junior') }, { token: reviewer });
    const sameDoc = `${doc.slice(0, 4).toLowerCase()}-${doc.slice(4)}`;
    expect((await submitLevel(server, second.token, 'junior', { id_number: sameDoc })).code).toBe(0);
    const juniorId = await queuedId(server, reviewer, second.account, 'junior');
    const detail = await server.call('web/opsKycDetail', { id: juniorId }, { token: reviewer });
    expect(detail.code, detail.message).toBe(0);
    expect(detail.data.fields).toMatchObject({ nationality: 'DE', id_type: 1, real_name: 'Erika Mustermann', id_number: sameDoc });
    expect(detail.data.same_id_number).toHaveLength(1);
    expect(detail.data.same_id_number[0].state).toBe('approved');

    const images = await levelImages(server, first.token, 'senior');
    expect((await server.call('web/userIdCard', { id_type: '1', ...images }, { token: first.token })).code).toBe(0);
    const seniorId = await queuedId(server, reviewer, first.account, 'senior');
    const senior = await server.call('web/opsKycDetail', { id: seniorId }, { token: reviewer });
    expect(senior.data.images).toEqual([
      { role: 'front', upload_id: images.front }, { role: 'back', upload_id: images.back }, { role: 'signature', upload_id: images.signature },
    ]);
    expect(senior.data.levels).toEqual(expect.arrayContaining([{ level: 'junior', state: 'approved' }, { level: 'senior', state: 'underReview' }]));
    for (const image of senior.data.images) {
      const file = await fetchFile(server, 'web/opsGetUpload', image.upload_id, reviewer);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('decisions', () => {
  it('writes every decision to the audit log with who and why, and the reason to the user\'s timeline', async () => {
    const user = await newUser(server);
    expect((await submitLevel(server, user.token, 'junior')).code).toBe(0);
    const id = await queuedId(server, reviewer, user.account, 'junior');
    manualClock(server).advance(60_000);
    const rejected = await server.call('web/opsKycReject', { id, reason: 'The document has expired' }, { token: reviewer });
    expect(rejected.data).toMatchObject({ id, state: 'failed' });
    expect((await server.call('web/opsKycReject', { id, reason: '' }, { token: reviewer })).message).toBe(translate('en', 'error.reasonRequired'));
    const view = await levelOf(server, user.token, 'junior');
    expect(view).toMatchObject({ state: 'failed', reason: 'The document has expired', can_submit: true });
    expect(view.timeline.map((t: any) => [t.state, t.reason])).toEqual([['underReview', null], ['failed', 'The document has expired']]);
    manualClock(server).advance(60_000);
    expect((await submitLevel(server, user.token, 'junior')).code).toBe(0);
    manualClock(server).advance(60_000);
    expect((await server.call('web/opsKycApprove', { id, reason: 'Clear photos' }, { token: reviewer })).code).toBe(0);

    const log = await deps().db.selectFrom('ops_audit_log').selectAll().where('entity_id', '=', id).orderBy('at').execute();
    expect(log.map((l) => [l.action, l.reason])).toEqual([['kyc.junior.REJECT', 'The document has expired'], ['kyc.junior.APPROVE', 'Clear photos']]);
    const detail = await server.call('web/opsKycDetail', { id }, { token: reviewer });
    expect(detail.data.decisions).toHaveLength(2);
    expect(detail.data.timeline.map((t: any) => t.state)).toEqual(['underReview', 'failed', 'underReview', 'approved']);
    expect((await server.call('web/opsKycQueue', {}, { token: reviewer })).data.map((i: any) => i.id)).not.toContain(id);
  });

  it('lets only one of two racing decisions, and one of two racing submissions, happen', async () => {
    const user = await newUser(server);
    const both = await Promise.all([submitLevel(server, user.token, 'junior'), submitLevel(server, user.token, 'junior')]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 4631]);
    const id = await queuedId(server, reviewer, user.account, 'junior');
    const other = await operatorToken(server, 'admin');
    const decisions = await Promise.all([
      server.call('web/opsKycApprove', { id }, { token: reviewer }),
      server.call('web/opsKycReject', { id, reason: 'Blurred' }, { token: other }),
    ]);
    expect(decisions.map((r) => r.code).sort()).toEqual([0, 4216]);
    const log = await deps().db.selectFrom('ops_audit_log').select('action').where('entity_id', '=', id).execute();
    expect(log).toHaveLength(1);
    expect((await levelOf(server, user.token, 'junior')).timeline).toHaveLength(2);
  });
});

describe('what each level unlocks', () => {
  it('shows the settings beside each level, and a withdrawal needs junior by default', async () => {
    await setSettings(deps(), { 'withdraw.turnoverRatio': 0 });
    manualClock(server).set(Date.UTC(2026, 0, 5, 6)); // 14:00 in Hong Kong: the window is open
    const user = await fundedUser(server, usdt(500), 'kycwd');
    const view = await overview(server, user.token);
    expect(view.requirements).toEqual({ withdraw: 'junior', loan: 'senior', trade: 'none' });
    expect(view.levels.map((l: any) => [l.level, l.unlocks])).toEqual([['junior', ['withdraw']], ['senior', ['loan']], ['address', []]]);

    const withdraw = () => server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${randomBytes(20).toString('hex')}`, amount: '100', tpwd: TPWD }, { token: user.token });
    const refused = await withdraw();
    expect(refused).toMatchObject({ code: 4211, message: 'Please complete identity verification before withdrawing' });
    expect((await server.call('web/getWithdrawPolicy', {}, { token: user.token })).data.kyc).toEqual({ required: 'junior', met: false });

    const email = (await deps().db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email!;
    await passLevel(server, reviewer, { token: user.token, account: email }, 'junior');
    expect((await server.call('web/getWithdrawPolicy', {}, { token: user.token })).data.kyc).toEqual({ required: 'junior', met: true });
    const ok = await withdraw();
    expect(ok.code, ok.message).toBe(0);

    await setSettings(deps(), { 'withdraw.kycLevel': 'address', 'loan.kycLevel': 'junior' });
    expect((await overview(server, user.token)).levels.map((l: any) => l.unlocks)).toEqual([['loan'], [], ['withdraw']]);
    await setSettings(deps(), { 'withdraw.kycLevel': 'junior', 'loan.kycLevel': 'senior' });
    await expectCleanAudit(deps());
  });

  it('uploads a document only of an accepted purpose and keeps it for its owner', async () => {
    const user = await newUser(server);
    const id = await uploaded(server, user.token, pngImage(), { purpose: 'kycBill' });
    expect((await fetchFile(server, 'web/getUpload', id, user.token)).type).toBe('image/png');
  });
});
