import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { languages } from '../../api/languages';
import { setSetting } from '../../server/modules/settings/settings';
import { seedContent } from '../../server/modules/content/seed-content';
import { seedLayout } from '../../server/modules/content/seed-layout';
import en from '../../api/messages/en.json';
import ar from '../../api/messages/ar.json';
import jp from '../../api/messages/jp.json';
import tw from '../../api/messages/tw.json';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

const db = () => server.platform.deps.db;
const now = () => BigInt(server.platform.deps.clock.now());
const seededIds = Object.keys(seedLayout).map(Number);

async function listedAssets(): Promise<number> {
  const rows = await db().selectFrom('assets').select('code').where('enabled', '=', 1n).execute();
  return rows.length;
}

describe('web/getSetting', () => {
  it('answers the site settings with the 12 languages and the configured values', async () => {
    const res = await server.call('web/getSetting');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      site_name: 'Meridian Exchange',
      default_lang: 'en',
      languages: [...languages],
      demo: true,
      registration: { invitation_code: 'optional' },
      code_countdown_s: server.config.codeResendSeconds,
      request_timeout_ms: 15000,
      support_email: 'support@localhost',
    });
    expect(res.data.features.spot).toBe(true);
    expect(res.data.asset_count).toBe(await listedAssets());
  });

  it('shows the invitation-code rule an operator set', async () => {
    await setSetting(db(), 'registration.invitationCode', 'required', 'ops:test', server.clock.now());
    const res = await server.call('web/getSetting', {}, { lang: 'jp' });
    expect(res.data.registration.invitation_code).toBe('required');
    await setSetting(db(), 'registration.invitationCode', 'optional', 'ops:test', server.clock.now());
    expect((await server.call('web/getSetting')).data.registration.invitation_code).toBe('optional');
  });

  it('keeps a product switched off and fills in products the stored setting does not name', async () => {
    await setSetting(db(), 'features', { loan: false }, 'ops:test', server.clock.now());
    const { data } = await server.call('web/getSetting');
    expect(data.features.loan).toBe(false);
    expect(data.features.spot).toBe(true);
    await setSetting(db(), 'features', { loan: true }, 'ops:test', server.clock.now());
  });
});

describe('counts are computed, not stored', () => {
  it('counts a newly listed asset in getSetting, banners, notices and pages', async () => {
    const before = (await server.call('web/getSetting')).data.asset_count;
    await db().insertInto('assets').values({ code: 'TSTCNT', name: 'Count test coin', scale: 8n, kind: 'crypto', enabled: 1n, sort: 99n }).execute();
    const after = (await server.call('web/getSetting')).data.asset_count;
    expect(after).toBe(before + 1);
    expect(after).toBe(await listedAssets());

    const banners = (await server.call('web/getBanner', {}, { lang: 'ar' })).data as { body: string }[];
    expect(banners.some((b) => b.body.includes(`عدد الأصول المدرجة: ${after}.`))).toBe(true);
    const notices = (await server.call('web/getGG', {}, { lang: 'jp' })).data as { content: string }[];
    expect(notices.some((n) => n.content.includes(`上場資産数：${after}。`))).toBe(true);
    const page = (await server.call('web/getText', { id: 1 }, { lang: 'tw' })).data;
    expect(page.content).toContain(`上架資產數量：${after}。`);
    expect(page.content).toContain(`支援語言數量：${languages.length}。`);
  });

  it('does not count a disabled asset', async () => {
    const before = (await server.call('web/getSetting')).data.asset_count;
    await db().insertInto('assets').values({ code: 'TSTOFF', name: 'Disabled coin', scale: 8n, kind: 'crypto', enabled: 0n, sort: 100n }).execute();
    expect((await server.call('web/getSetting')).data.asset_count).toBe(before);
  });
});

describe('web/getParam and web/getLogo', () => {
  it('answers the public parameters as strings', async () => {
    const res = await server.call('web/getParam');
    expect(res.code).toBe(0);
    expect(res.data['registration.invitationCode']).toBe('optional');
    expect(res.data['request.timeoutMs']).toBe('15000');
    expect(Object.values(res.data).every((v) => typeof v === 'string')).toBe(true);
    expect(res.data.features).toBeUndefined();
  });

  it('answers the logo with the site name an operator set', async () => {
    await setSetting(db(), 'site.name', 'Harbour Exchange', 'ops:test', server.clock.now());
    const logo = await server.call('web/getLogo');
    expect(logo.data).toEqual({ site_name: 'Harbour Exchange', logo_url: '/logo.svg' });
    const page = (await server.call('web/getText', { id: 1 }, { lang: 'ar' })).data;
    expect(page.title).toBe('عن Harbour Exchange');
    await setSetting(db(), 'site.name', 'Meridian Exchange', 'ops:test', server.clock.now());
  });
});

describe('web/getText', () => {
  it.each(['ar', 'jp', 'tw'])('answers the footer pages 1, 3 and 5 in %s with every placeholder filled', async (lang) => {
    const english = await Promise.all([1, 3, 5].map((id) => server.call('web/getText', { id }, { lang: 'en' })));
    for (const [i, id] of [1, 3, 5].entries()) {
      const res = await server.call('web/getText', { id }, { lang });
      expect(res.code).toBe(0);
      expect(res.data.id).toBe(id);
      expect(res.data.title).not.toBe(english[i].data.title);
      expect(res.data.content).not.toBe(english[i].data.content);
      expect(res.data.content).not.toMatch(/\{(site|assets|languages|support_email)\}/);
      expect(res.data.updated_at).toBe(server.clock.now());
    }
    const privacy = await server.call('web/getText', { id: 5 }, { lang });
    expect(privacy.data.content).toContain('support@localhost');
  });

  it('answers in Arabic, Japanese and Traditional Chinese with their own words', async () => {
    expect((await server.call('web/getText', { id: 3 }, { lang: 'ar' })).data.title).toBe('اتفاقية المستخدم');
    expect((await server.call('web/getText', { id: 3 }, { lang: 'jp' })).data.title).toBe('利用規約');
    expect((await server.call('web/getText', { id: 5 }, { lang: 'tw' })).data.title).toBe('隱私權政策');
  });

  it('states no invented facts in any language', async () => {
    const rows = await db().selectFrom('texts').select(['title', 'body']).execute();
    for (const row of rows) {
      expect(`${row.title} ${row.body}`).not.toMatch(/130|10 million|10 000 000|cold wallet|24h service|24\/7/i);
    }
  });

  it('falls back to English only for a text that lacks the request language', async () => {
    await db().insertInto('texts').values({
      id: 9001n, lang: 'en', kind: 'help', title: 'Only in English', body: 'Listed assets: {assets}.', link: '', sort: 50n, updated_at: now(), updated_by: 'ops:test',
    }).execute();
    const res = await server.call('web/getText', { id: 9001 }, { lang: 'ar' });
    expect(res.code).toBe(0);
    expect(res.data.title).toBe('Only in English');
    expect(res.data.content).toBe(`Listed assets: ${await listedAssets()}.`);
    const list = (await server.call('web/getTextsList', { kind: 'help' }, { lang: 'jp' })).data as { id: number; title: string; lang: string }[];
    // The list says which language each title is in, so the page can mark the English one.
    expect(list.find((t) => t.id === 9001)).toEqual({ id: 9001, title: 'Only in English', lang: 'en' });
    expect(list.find((t) => t.id === 101)).toEqual({ id: 101, title: '登録方法', lang: 'jp' });
  });

  it.each([['ar', ar], ['jp', jp], ['tw', tw]] as const)('answers an unknown id with notFound in %s', async (lang, catalog) => {
    const res = await server.call('web/getText', { id: 424242 }, { lang });
    expect(res.code).toBe(4300);
    expect(res.message).toBe(catalog['error.notFound']);
    expect(res.message).not.toBe(en['error.notFound']);
    expect(res.data).toBeNull();
  });
});

describe('hostile input answers the translated envelope', () => {
  const invalidId = (catalog: Record<string, string>) => catalog['error.invalidInput'].replace('{field}', 'id');

  it.each([
    ['abc', 'ar'], ['-1', 'jp'], ['0', 'tw'], ['1.5', 'ar'], ['1e400', 'jp'], ['9007199254740993', 'tw'], ['9'.repeat(10_240), 'ar'],
  ])('refuses id=%s', async (id, lang) => {
    const catalog = { ar, jp, tw }[lang] as Record<string, string>;
    const res = await server.call('web/getText', { id }, { lang });
    expect(res.code).toBe(4000);
    expect(res.message).toBe(invalidId(catalog));
    expect(res.data).toEqual({ field: 'id' });
  });

  it('refuses id[]=1 as a missing id', async () => {
    const res = await server.call('web/getText', { 'id[]': 1 }, { lang: 'jp' });
    expect(res.code).toBe(4000);
    expect(res.message).toBe(invalidId(jp));
  });

  it('refuses a 10 kB kind and ignores a 10 kB language', async () => {
    const kind = await server.call('web/getTextsList', { kind: 'x'.repeat(10_240) }, { lang: 'tw' });
    expect(kind.code).toBe(4000);
    expect(kind.message).toBe(tw['error.invalidInput'].replace('{field}', 'kind'));
    const lang = await server.call('web/getText', { id: 1 }, { lang: 'q'.repeat(10_240) });
    expect(lang.code).toBe(0);
    expect(lang.data.title).toBe('About Meridian Exchange');
  });

  it('answers a large but valid id with notFound, never an internal error', async () => {
    const res = await server.call('web/getText', { id: Number.MAX_SAFE_INTEGER }, { lang: 'ar' });
    expect(res.code).toBe(4300);
  });
});

describe('lists of texts', () => {
  it('lists help articles in order, titles only, in the request language', async () => {
    const res = await server.call('web/getTextsList', {}, { lang: 'ar' });
    expect(res.code).toBe(0);
    const ids = (res.data as { id: number }[]).map((t) => t.id);
    expect(ids.slice(0, 6)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(res.data[0]).toEqual({ id: 101, title: 'كيفية التسجيل', lang: 'ar' });
  });

  it('lists the footer pages', async () => {
    const res = await server.call('web/getTextsList', { kind: 'page' }, { lang: 'tw' });
    expect(res.data).toEqual([{ id: 1, title: '關於Meridian Exchange', lang: 'tw' }, { id: 3, title: '使用者協議', lang: 'tw' }, { id: 5, title: '隱私權政策', lang: 'tw' }]);
  });

  it('answers the home banners with their links', async () => {
    const res = await server.call('web/getBanner', {}, { lang: 'jp' });
    expect(res.code).toBe(0);
    expect(res.data.map((b: { link: string }) => b.link)).toEqual(['/market', '/help', '/register']);
    expect(res.data[0].title).toBe('価格は市場から');
  });

  it('answers the notices newest first', async () => {
    const res = await server.call('web/getGG', {}, { lang: 'tw' });
    expect(res.code).toBe(0);
    expect(res.data.map((n: { id: number }) => n.id)).toEqual([203, 202, 201]);
    expect(res.data[2].title).toBe('歡迎來到Meridian Exchange');
  });
});

describe('seeding', () => {
  it('seeds every text in all 12 languages', async () => {
    const rows = await db().selectFrom('texts').select(['id', 'lang']).where('updated_by', '=', 'seed').execute();
    expect(rows.length).toBe(seededIds.length * languages.length);
    for (const lang of languages) expect(rows.filter((r) => r.lang === lang).length).toBe(seededIds.length);
  });

  it('runs again without duplicating rows or undoing an operator edit', async () => {
    await db().updateTable('texts').set({ title: 'Edited by an operator', updated_by: 'ops:test' }).where('id', '=', 201n).where('lang', '=', 'en').execute();
    const count = async () => Number((await db().selectFrom('texts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await seedContent(server.platform.deps);
    expect(await count()).toBe(before);
    const res = await server.call('web/getText', { id: 201 }, { lang: 'en' });
    expect(res.data.title).toBe('Edited by an operator');
  });
});
