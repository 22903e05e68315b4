// Editing texts in the console (web/opsContentList, opsContentDetail, opsSaveText, opsRestoreText):
// an editor or an admin saves a text in one language as a new version, the public calls serve it at
// once, the history keeps every version with who and when, a restore is a new version, and every
// edit is audit-logged. A reviewer or a user cannot edit, an editor can do nothing else in the
// console, and a refused save (bad input, a stale version) changes nothing. Editors add help
// articles and notices (English first, the rest missing) and take them off the site and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { languages } from '../../api/languages';
import { textIds } from '../../api/endpoints/content';
import { insertMissingTexts } from '../../server/modules/content/content.store';
import { manualClock, newUser } from './auth-fixtures';
import { operatorToken } from './withdraw-fixtures';
import en from '../../api/messages/en.json';
import pl from '../../api/messages/pl.json';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

const deps = () => server.platform.deps;
const ABOUT: number = textIds.companyProfile;

const detail = async (token: string, id = ABOUT) => {
  const res = await server.call('web/opsContentDetail', { id }, { token });
  expect(res.code, res.message).toBe(0);
  return res.data;
};
const textIn = (d: { texts: { lang: string }[] }, lang: string) => d.texts.find((t) => t.lang === lang) as unknown as { title: string; body: string; version: number; updated_by: string };
const auditOf = (entity: string) => deps().db.selectFrom('ops_audit_log').select(['operator_id', 'action', 'reason'])
  .where('entity_type', '=', 'text').where('entity_id', '=', entity).orderBy('at').orderBy('id').execute();
const snapshot = async () => ({
  texts: await deps().db.selectFrom('texts').selectAll().orderBy('id').orderBy('lang').execute(),
  versions: await deps().db.selectFrom('text_versions').selectAll().orderBy('text_id').orderBy('lang').orderBy('version').execute(),
  audit: await deps().db.selectFrom('ops_audit_log').selectAll().where('entity_type', '=', 'text').orderBy('id').execute(),
});

describe('the content list', () => {
  it('lists every seeded text by kind with its English title and all 12 languages filled', async () => {
    const editor = await operatorToken(server, 'editor');
    const res = await server.call('web/opsContentList', {}, { token: editor });
    expect(res.code, res.message).toBe(0);
    const about = res.data.find((t: { id: number }) => t.id === ABOUT);
    expect(about).toEqual({ id: ABOUT, kind: 'page', title: 'About {site}', published: true, filled: [...languages], missing: [] });
    expect(new Set(res.data.map((t: { kind: string }) => t.kind))).toEqual(new Set(['page', 'help', 'notice', 'banner']));
  });

  it('reports a language a text lacks as missing, and the public page serves English marked as English', async () => {
    await insertMissingTexts(deps().db, [{
      id: 9101n, lang: 'en', kind: 'help', title: 'Only in English', body: 'Body.', link: '', sort: 90n, updated_at: BigInt(deps().clock.now()), updated_by: 'seed',
    }]);
    const editor = await operatorToken(server, 'editor');
    const list = await server.call('web/opsContentList', {}, { token: editor });
    expect(list.data.find((t: { id: number }) => t.id === 9101)).toMatchObject({ filled: ['en'], missing: languages.filter((l) => l !== 'en') });
    const d = await detail(editor, 9101);
    expect(d.texts.map((t: { lang: string }) => t.lang)).toEqual(['en']);
    expect(d.missing).toHaveLength(11);
    expect(d.history).toEqual([expect.objectContaining({ lang: 'en', version: 1, created_by: 'seed', restored_from: null })]);

    const publicPl = await server.call('web/getText', { id: 9101 }, { lang: 'pl' });
    expect(publicPl.data).toMatchObject({ title: 'Only in English', lang: 'en' });
    expect((await server.call('web/getText', { id: ABOUT }, { lang: 'pl' })).data.lang).toBe('pl');

    // Filling the missing language is its version 1; the public page then serves it.
    const saved = await server.call('web/opsSaveText', { id: 9101, text_lang: 'pl', version: 0, title: 'Tylko po polsku', body: 'Treść.' }, { token: editor });
    expect(saved.code, saved.message).toBe(0);
    expect(textIn(saved.data, 'pl')).toMatchObject({ title: 'Tylko po polsku', version: 1 });
    expect(saved.data.missing).not.toContain('pl');
    expect((await server.call('web/getText', { id: 9101 }, { lang: 'pl' })).data).toMatchObject({ title: 'Tylko po polsku', lang: 'pl' });
    const row = await deps().db.selectFrom('texts').select(['kind', 'sort']).where('id', '=', 9101n).where('lang', '=', 'pl').executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'help', sort: 90n });
  });
});

describe('saving and restoring', () => {
  it('saves the about page in English and Polish as new versions the public page shows, with history and audit', async () => {
    const editor = await operatorToken(server, 'editor');
    const before = await detail(editor);
    const seeded = textIn(before, 'en');
    expect(seeded.version).toBe(1);
    manualClock(server).advance(60_000);

    const enSave = await server.call('web/opsSaveText', { id: ABOUT, text_lang: 'en', version: 1, title: 'About {site} today', body: 'We list {assets} assets.\n\nSecond paragraph.' }, { token: editor });
    expect(enSave.code, enSave.message).toBe(0);
    const plSave = await server.call('web/opsSaveText', { id: ABOUT, text_lang: 'pl', version: 1, title: 'O {site} dziś', body: 'Nowy tekst.' }, { token: editor });
    expect(plSave.code, plSave.message).toBe(0);

    const publicEn = await server.call('web/getText', { id: ABOUT }, { lang: 'en' });
    const assets = (await server.call('web/getSetting')).data.asset_count;
    expect(publicEn.data).toMatchObject({ title: 'About Meridian Exchange today', content: `We list ${assets} assets.\n\nSecond paragraph.`, lang: 'en', updated_at: deps().clock.now() });
    expect((await server.call('web/getText', { id: ABOUT }, { lang: 'pl' })).data).toMatchObject({ title: 'O Meridian Exchange dziś', content: 'Nowy tekst.' });
    expect((await server.call('web/getText', { id: ABOUT }, { lang: 'de' })).data.title).toBe(textIn(before, 'de').title.replace('{site}', 'Meridian Exchange'));

    const after = plSave.data;
    const email = textIn(after, 'en').updated_by;
    expect(email).toMatch(/^op\..*@example\.com$/);
    expect(textIn(after, 'en')).toMatchObject({ version: 2, title: 'About {site} today' });
    expect(after.history.filter((v: { lang: string }) => v.lang === 'en').map((v: { version: number; created_by: string }) => [v.version, v.created_by]))
      .toEqual([[2, email], [1, 'seed']]);
    // Saved in the same millisecond of the manual clock: newest first, in either order.
    expect(new Set(after.history.slice(0, 2).map((v: { lang: string; version: number }) => `${v.lang}${v.version}`))).toEqual(new Set(['pl2', 'en2']));
    expect(after.facts).toEqual({ site: 'Meridian Exchange', assets, languages: 12, support_email: 'support@localhost' });

    const editorId = (await deps().db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect(await auditOf(`${ABOUT}:en`)).toEqual([{ operator_id: editorId, action: 'editText', reason: 'version 2' }]);
    expect(await auditOf(`${ABOUT}:pl`)).toEqual([{ operator_id: editorId, action: 'editText', reason: 'version 2' }]);

    // Restoring version 1 is version 3 with the seeded words, by an admin this time.
    const admin = await operatorToken(server, 'admin');
    const restored = await server.call('web/opsRestoreText', { id: ABOUT, text_lang: 'en', version: 2, restore: 1 }, { token: admin });
    expect(restored.code, restored.message).toBe(0);
    expect(textIn(restored.data, 'en')).toMatchObject({ version: 3, title: seeded.title, body: seeded.body });
    expect(restored.data.history[0]).toMatchObject({ lang: 'en', version: 3, restored_from: 1, title: seeded.title });
    expect((await server.call('web/getText', { id: ABOUT }, { lang: 'en' })).data.title).toBe('About Meridian Exchange');
    const adminId = (await deps().db.selectFrom('operators').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(await auditOf(`${ABOUT}:en`)).toEqual(expect.arrayContaining([{ operator_id: adminId, action: 'restoreText', reason: 'version 3 restores version 1' }]));
    expect(await auditOf(`${ABOUT}:en`)).toHaveLength(2);
  });

  it('refuses a save against a version that is no longer current, and two saves from one version keep one', async () => {
    const editor = await operatorToken(server, 'editor');
    const current = textIn(await detail(editor, 102), 'en').version;
    const a = server.call('web/opsSaveText', { id: 102, text_lang: 'en', version: current, title: 'First', body: 'A' }, { token: editor });
    const b = server.call('web/opsSaveText', { id: 102, text_lang: 'en', version: current, title: 'Second', body: 'B' }, { token: editor });
    const answers = await Promise.all([a, b]);
    expect(answers.map((r) => r.code).sort()).toEqual([0, 4670]);
    const stale = answers.find((r) => r.code !== 0)!;
    expect(stale.message).toBe(en['error.textChanged']);
    const d = await detail(editor, 102);
    expect(textIn(d, 'en').version).toBe(current + 1);
    expect(d.history.filter((v: { lang: string }) => v.lang === 'en')).toHaveLength(current + 1);

    const before = await snapshot();
    const again = await server.call('web/opsSaveText', { id: 102, text_lang: 'en', version: current, title: 'Late', body: 'C' }, { token: editor, lang: 'pl' });
    expect(again).toMatchObject({ code: 4670, message: pl['error.textChanged'] });
    const missingInsert = await server.call('web/opsSaveText', { id: 102, text_lang: 'de', version: 0, title: 'Neu', body: 'D' }, { token: editor });
    expect(missingInsert.code).toBe(4670); // German exists: version 0 means "missing"
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const editor = await operatorToken(server, 'editor');
    const before = await snapshot();
    const cases: Array<[string, Record<string, string | number>, number]> = [
      ['web/opsSaveText', { id: ABOUT, text_lang: 'en', version: 3, title: '  ', body: 'x' }, 4671],
      ['web/opsSaveText', { id: ABOUT, text_lang: 'en', version: 3, title: 'x', body: '' }, 4672],
      ['web/opsSaveText', { id: ABOUT, text_lang: 'xx', version: 3, title: 'x', body: 'x' }, 4000],
      ['web/opsSaveText', { id: ABOUT, text_lang: 'en', version: -1, title: 'x', body: 'x' }, 4000],
      ['web/opsSaveText', { id: ABOUT, text_lang: 'en', version: 3, title: 'x'.repeat(201), body: 'x' }, 4000],
      ['web/opsSaveText', { id: 'abc', text_lang: 'en', version: 3, title: 'x', body: 'x' }, 4300],
      ['web/opsSaveText', { id: 777777, text_lang: 'en', version: 1, title: 'x', body: 'x' }, 4300],
      ['web/opsRestoreText', { id: ABOUT, text_lang: 'en', version: 3, restore: 99 }, 4300],
      ['web/opsRestoreText', { id: ABOUT, text_lang: 'en', version: 1, restore: 1 }, 4670],
      ['web/opsContentDetail', { id: 777777 }, 4300],
    ];
    for (const [name, params, code] of cases) {
      const res = await server.call(name, params, { token: editor, lang: 'pl' });
      expect(res.code, `${name} ${JSON.stringify(params)}`).not.toBe(0);
      if (code !== 4000) expect(res.code, `${name} ${JSON.stringify(params)}`).toBe(code);
      expect(res.message).not.toBe('');
      expect(res.message).not.toMatch(/error\./);
    }
    const blank = await server.call('web/opsSaveText', { id: ABOUT, text_lang: 'en', version: 3, title: ' ', body: 'x' }, { token: editor, lang: 'pl' });
    expect(blank.message).toBe(pl['error.textTitleRequired']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may edit', () => {
  it('refuses a reviewer, a user and no session, and keeps an editor out of every other console call', async () => {
    const reviewer = await operatorToken(server, 'reviewer');
    const editor = await operatorToken(server, 'editor');
    const user = await newUser(server);
    const before = await snapshot();
    const save = { id: ABOUT, text_lang: 'en', version: 3, title: 'Hijack', body: 'x' };
    for (const [name, params] of [['web/opsContentList', {}], ['web/opsContentDetail', { id: ABOUT }], ['web/opsSaveText', save], ['web/opsRestoreText', { id: ABOUT, text_lang: 'en', version: 3, restore: 1 }]] as const) {
      expect((await server.call(name, params, { token: reviewer })).code, `${name} as a reviewer`).toBe(4301);
      expect((await server.call(name, params, { token: user.token })).code, `${name} as a user`).toBe(2000);
      expect((await server.call(name, params)).code, `${name} without a token`).toBe(2000);
    }
    expect(await snapshot()).toEqual(before);
    for (const name of ['web/opsWithdrawQueue', 'web/opsDepositQueue', 'web/opsSettings', 'web/opsKycQueue', 'web/opsLoanQueue']) {
      expect((await server.call(name, {}, { token: editor })).code, `${name} as an editor`).toBe(4301);
    }
    expect((await server.call('web/opsApproveWithdraw', { id: 'wd_x' }, { token: editor })).code).toBe(4301);
  });
});

describe('adding help articles and notices, and taking them off the site', () => {
  const publicHelp = async (lang: string) => (await server.call('web/getTextsList', { kind: 'help' }, { lang })).data as { id: number; title: string; lang: string }[];
  const publicNotices = async () => (await server.call('web/getGG', {}, { lang: 'de' })).data as { id: number; title: string; lang: string }[];

  it('adds a help article in English as version 1, missing in the other languages, listed last and audit-logged', async () => {
    const editor = await operatorToken(server, 'editor');
    const res = await server.call('web/opsCreateText', { kind: 'help', title: 'How to read a statement', body: 'Open Funds, then Records.' }, { token: editor });
    expect(res.code, res.message).toBe(0);
    const d = res.data;
    expect(d).toMatchObject({ kind: 'help', published: true, texts: [{ lang: 'en', title: 'How to read a statement', version: 1 }] });
    expect(d.missing).toEqual(languages.filter((l) => l !== 'en'));
    expect(d.history).toEqual([expect.objectContaining({ lang: 'en', version: 1, restored_from: null })]);
    const help = await publicHelp('fr');
    expect(help.at(-1)).toEqual({ id: d.id, title: 'How to read a statement', lang: 'en' });
    expect((await auditOf(`${d.id}:en`)).map((a) => [a.action, a.reason])).toEqual([['createText', 'help: version 1']]);
    // A translation is then an ordinary save of a missing language.
    const fr = await server.call('web/opsSaveText', { id: d.id, text_lang: 'fr', version: 0, title: 'Lire un relevé', body: 'Ouvrez Fonds, puis Historique.' }, { token: editor });
    expect(fr.code, fr.message).toBe(0);
    expect((await publicHelp('fr')).at(-1)).toEqual({ id: d.id, title: 'Lire un relevé', lang: 'fr' });
  });

  it('adds a notice that members see first, and gives every new text an id of its own', async () => {
    const editor = await operatorToken(server, 'editor');
    const one = (await server.call('web/opsCreateText', { kind: 'notice', title: 'Maintenance on Sunday', body: 'From 02:00 to 03:00 UTC.' }, { token: editor })).data;
    const two = (await server.call('web/opsCreateText', { kind: 'notice', title: 'Maintenance done', body: 'All services are back.' }, { token: editor })).data;
    expect(two.id).toBeGreaterThan(one.id);
    const notices = await publicNotices();
    expect(notices.slice(0, 2).map((n) => [n.id, n.title, n.lang])).toEqual([[two.id, 'Maintenance done', 'en'], [one.id, 'Maintenance on Sunday', 'en']]);
  });

  it('refuses other kinds, a missing title or body, and callers who are not editors, adding nothing', async () => {
    const editor = await operatorToken(server, 'editor');
    const reviewer = await operatorToken(server, 'reviewer');
    const user = await newUser(server);
    const before = await snapshot();
    for (const [params, token, code] of [
      [{ kind: 'page', title: 'T', body: 'B' }, editor, 4000],
      [{ kind: 'banner', title: 'T', body: 'B' }, editor, 4000],
      [{ kind: 'help', title: ' ', body: 'B' }, editor, 4671],
      [{ kind: 'help', title: 'T', body: '' }, editor, 4672],
      [{ kind: 'help', title: 'T', body: 'B' }, reviewer, 4301],
      [{ kind: 'help', title: 'T', body: 'B' }, user.token, 2000],
    ] as const) {
      const res = await server.call('web/opsCreateText', params, { token, lang: 'pl' });
      expect(res.code, JSON.stringify(params)).toBe(code);
      expect(res.message).not.toBe('');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('takes a help article off the site and puts it back, keeping its texts and versions, audit-logged', async () => {
    const editor = await operatorToken(server, 'editor');
    const created = (await server.call('web/opsCreateText', { kind: 'help', title: 'Old fees', body: 'Fees before 2027.' }, { token: editor })).data;
    const off = await server.call('web/opsSetTextPublished', { id: created.id, published: 'false' }, { token: editor });
    expect(off.code, off.message).toBe(0);
    expect(off.data.published).toBe(false);
    expect((await publicHelp('en')).map((t) => t.id)).not.toContain(created.id);
    expect((await server.call('web/getText', { id: created.id }, { lang: 'en' })).code).toBe(4300);
    const list = await server.call('web/opsContentList', {}, { token: editor });
    expect(list.data.find((t: { id: number }) => t.id === created.id)).toMatchObject({ published: false });
    // Twice is refused: it is already off the site.
    expect((await server.call('web/opsSetTextPublished', { id: created.id, published: 'false' }, { token: editor })).code).toBe(4670);

    const back = await server.call('web/opsSetTextPublished', { id: created.id, published: 'true' }, { token: editor });
    expect(back.data).toMatchObject({ published: true, texts: [{ lang: 'en', title: 'Old fees', version: 1 }] });
    expect((await server.call('web/getText', { id: created.id }, { lang: 'en' })).data.title).toBe('Old fees');
    // Both steps are logged (within one millisecond their rows have no order among them).
    expect((await auditOf(String(created.id))).map((a) => a.action).sort()).toEqual(['publishText', 'unpublishText']);
  });

  it('keeps fixed parts of the site on it, and refuses an unknown text', async () => {
    const editor = await operatorToken(server, 'editor');
    const before = await snapshot();
    const res = await server.call('web/opsSetTextPublished', { id: ABOUT, published: 'false' }, { token: editor, lang: 'pl' });
    expect(res.code).toBe(4915);
    expect(res.message).toBe(pl['error.textFixed']);
    expect((await server.call('web/opsSetTextPublished', { id: 424242, published: 'false' }, { token: editor })).code).toBe(4300);
    expect((await server.call('web/opsSetTextPublished', { id: ABOUT, published: 'maybe' }, { token: editor })).code).toBe(4000);
    expect(await snapshot()).toEqual(before);
    expect((await server.call('web/getText', { id: ABOUT }, { lang: 'en' })).code).toBe(0);
  });
});
