// Model-based tests of the console's content pages on the real /ops screens: the content list, and
// one text's edit page (pick a language, edit beside the preview, save a new version, restore an
// earlier one, a stale save refused with the draft kept, a help article taken off the site and back).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { opsContentEditFlow, type OpsTextDetail } from '../../src/machines/ops-content-edit.flow';
import { opsQueueFlow } from '../../src/machines/ops-queue.flow';
import { languages } from '../../api/languages';
import { alertText, press, typeInto } from './dom';
import type { FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
const editor = { ...operator, email: 'eda@ops.example', role: 'editor' as const };
const signedIn = () => memoryStorage({ 'ops.session': JSON.stringify(editor) });
const facts = { site: 'Meridian Exchange', assets: 15, languages: 12, support_email: 'support@localhost' };
const at = 1_700_000_000_000;

/** A help article (a kind that can leave the site) in English and Polish. */
function aboutDetail(): OpsTextDetail {
  return {
    id: 1, kind: 'help', published: true, facts,
    texts: [
      { lang: 'en', title: 'About {site}', body: 'We list {assets} assets.', version: 2, updated_at: at, updated_by: editor.email },
      { lang: 'pl', title: 'O {site}', body: 'Polski tekst.', version: 2, updated_at: at, updated_by: editor.email },
    ],
    missing: languages.filter((l) => l !== 'en' && l !== 'pl'),
    history: [
      { lang: 'en', version: 2, title: 'About {site}', body: 'We list {assets} assets.', created_at: at, created_by: editor.email, restored_from: null },
      { lang: 'pl', version: 2, title: 'O {site}', body: 'Polski tekst.', created_at: at, created_by: editor.email, restored_from: null },
      { lang: 'en', version: 1, title: 'Old about', body: 'Old.', created_at: at - 1000, created_by: 'seed', restored_from: null },
      { lang: 'pl', version: 1, title: 'Stary', body: 'Stary tekst.', created_at: at - 1000, created_by: 'seed', restored_from: null },
    ],
  };
}

/** The detail after a save of `title` in `lang`: its next version, shown now and first in the history. */
function savedDetail(lang: 'en' | 'pl', title: string, body: string, restoredFrom: number | null = null): OpsTextDetail {
  const d = aboutDetail();
  const version = 3;
  return {
    ...d,
    texts: d.texts.map((t) => (t.lang === lang ? { ...t, title, body, version } : t)),
    history: [{ lang, version, title, body, created_at: at + 1000, created_by: editor.email, restored_from: restoredFrom }, ...d.history],
  };
}

const preview = () => screen.getByTestId('content-preview');
const langButton = (name: string) => within(screen.getByRole('navigation', { name: 'Language to edit' })).getByRole('button', { name: new RegExp(`^${name}`) });
const titleField = () => screen.getByLabelText('Title') as HTMLInputElement;
const publication = () => screen.getByTestId('text-publication');

const listPaths = modelPaths({
  machine: opsQueueFlow,
  states: {
    loading: () => expect(wire.pending('opsContentList')).toBeTruthy(),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      const table = screen.getByRole('table', { name: 'Content' });
      const row = within(table).getByText('About {site}').closest('tr')!;
      expect(row.textContent).toContain('2 of 12 filled');
      expect(row.textContent).toContain('de missing');
      expect(within(row as HTMLElement).getByRole('link', { name: 'Edit About {site}' }).getAttribute('href')).toBe('/ops/content/1');
    },
  },
  events: {
    // The section's screens load on first use: wait for the screen to ask for its data.
    RENDER: async () => { ({ wire } = await renderConsole('/ops/content', signedIn())); await vi.waitFor(() => wire.pending('opsContentList'), { timeout: 5000 }); },
    'loadQueue.done': () => wire.answer('opsContentList', [
      { id: 1, kind: 'page', title: 'About {site}', filled: ['en', 'pl'], missing: languages.filter((l) => l !== 'en' && l !== 'pl') },
    ]),
    'loadQueue.failed': () => wire.cutOff('opsContentList'),
    REFRESH: () => press('Refresh'),
    RETRY: () => press('Try again'),
  },
});

const editPaths = modelPaths({
  machine: opsContentEditFlow,
  states: {
    loading: () => expect(wire.pending('opsContentDetail').params).toEqual({ id: 1 }),
    failed: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => expect(screen.getByRole('heading', { name: 'Edit text 1' })).toBeTruthy(),
    'ready.editing': () => {
      expect(screen.getByRole('button', { name: 'Save as a new version' }).hasAttribute('disabled')).toBe(false);
      // The preview draws the draft as the public page does: placeholders filled.
      expect(preview().textContent).toContain(titleField().value.replace('{site}', facts.site));
    },
    'ready.saving': () => expect(wire.pending('opsSaveText')).toBeTruthy(),
    'ready.restoring': () => expect(wire.pending('opsRestoreText')).toBeTruthy(),
    'ready.publishing': () => expect(wire.pending('opsSetTextPublished')).toBeTruthy(),
  },
  events: {
    RENDER: async () => { ({ wire } = await renderConsole('/ops/content/1', signedIn())); await vi.waitFor(() => wire.pending('opsContentDetail'), { timeout: 5000 }); },
    'loadText.done': () => wire.answer('opsContentDetail', aboutDetail()),
    'loadText.failed': () => wire.cutOff('opsContentDetail'),
    RETRY: () => press('Try again'),
    RELOAD: () => press('Reload'),
    SELECT_LANG: async () => {
      fireEvent.click(langButton('Polski'));
      expect(titleField().value).toBe('O {site}');
      expect(screen.getByRole('table', { name: 'History in Polski' })).toBeTruthy();
    },
    TITLE_CHANGED: async () => {
      await typeInto('Title', 'Who {site} is');
      expect(preview().textContent).toContain('Who Meridian Exchange is');
    },
    BODY_CHANGED: async () => {
      await typeInto('Text', 'We list {assets} assets.\n\nSecond paragraph.');
      expect(preview().textContent).toContain('We list 15 assets.');
      expect(within(preview()).getByText('Second paragraph.')).toBeTruthy();
    },
    SAVE: async () => {
      await press('Save as a new version');
      const { params } = wire.pending('opsSaveText') as { params: Record<string, unknown> };
      expect(params).toMatchObject({ id: 1, version: 2, title: titleField().value });
    },
    'RESTORE [isVersionOfLang]': async () => {
      await press('Restore version 1');
      expect(wire.pending('opsRestoreText').params).toMatchObject({ id: 1, version: 2, restore: 1 });
    },
    'saveText.done': async () => {
      const { params } = wire.pending('opsSaveText') as unknown as { params: { text_lang: 'en' | 'pl'; title: string; body: string } };
      await wire.answer('opsSaveText', savedDetail(params.text_lang, params.title, params.body));
      expect(screen.getByRole('status').textContent).toContain('Saved as version 3.');
    },
    'saveText.failed': async () => {
      const before = titleField().value;
      await wire.refuse('opsSaveText', 4670, 'This text was changed by someone else after you opened it.');
      expect(alertText()).toContain('changed by someone else');
      expect(titleField().value).toBe(before);
    },
    'restoreText.done': async () => {
      const { params } = wire.pending('opsRestoreText') as unknown as { params: { text_lang: 'en' | 'pl' } };
      const old = aboutDetail().history.find((v) => v.lang === params.text_lang && v.version === 1)!;
      await wire.answer('opsRestoreText', savedDetail(params.text_lang, old.title, old.body, 1));
      expect(screen.getByRole('status').textContent).toContain('Version 1 restored as version 3.');
      expect(titleField().value).toBe(old.title);
    },
    'SET_PUBLISHED [isPublishChange]': async () => {
      const onSite = within(publication()).queryByText('On the site') !== null;
      await press(onSite ? 'Take off the site' : 'Put back on the site');
      expect(wire.pending('opsSetTextPublished').params).toEqual({ id: 1, published: String(!onSite) });
    },
    'setPublished.done': async () => {
      const published = (wire.pending('opsSetTextPublished').params as { published: string }).published === 'true';
      await wire.answer('opsSetTextPublished', { ...aboutDetail(), published });
      expect(screen.getByRole('status').textContent).toContain(published ? 'Back on the site' : 'Taken off the site');
      expect(within(publication()).getByText(published ? 'On the site' : 'Off the site')).toBeTruthy();
    },
    'setPublished.failed': async () => {
      await wire.refuse('opsSetTextPublished', 4670, 'This text was changed by someone else after you opened it.');
      expect(alertText()).toContain('changed by someone else');
    },
    'restoreText.failed': async () => {
      await wire.refuse('opsRestoreText', 4670, 'This text was changed by someone else after you opened it.');
      expect(alertText()).toContain('changed by someone else');
    },
  },
  // Picking Polish, or editing the draft, stays in editing: walk on from each (save, restore there).
  scenarios: [['RENDER', 'loadText.done', 'SELECT_LANG'], ['RENDER', 'loadText.done', 'TITLE_CHANGED', 'BODY_CHANGED']],
});

describe('console content list (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  for (const path of listPaths) it(path.description, path.run);
});

describe('console content edit (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${editPaths.length} shortest paths`, () => expect(editPaths.length).toBeGreaterThan(5));
  for (const path of editPaths) it(path.description, path.run);
});

describe('the content pages, beyond the chart', () => {
  afterEach(cleanup);

  it('marks a missing language and starts it empty; its save is its first version', async () => {
    const { wire } = await renderConsole('/ops/content/1', signedIn());
    await vi.waitFor(() => wire.pending('opsContentDetail'), { timeout: 5000 });
    await wire.answer('opsContentDetail', aboutDetail());
    fireEvent.click(langButton('Deutsch'));
    expect(screen.getByRole('note').textContent).toContain('There is no Deutsch text yet');
    expect(titleField().value).toBe('');
    expect(screen.getByText('No versions yet.')).toBeTruthy();
    await typeInto('Title', 'Über {site}');
    await typeInto('Text', 'Text.');
    await press('Save as a new version');
    expect(wire.pending('opsSaveText').params).toMatchObject({ id: 1, text_lang: 'de', version: 0, title: 'Über {site}', body: 'Text.' });
  });

  it('offers no way off the site for a fixed page (the about page)', async () => {
    const { wire } = await renderConsole('/ops/content/1', signedIn());
    await vi.waitFor(() => wire.pending('opsContentDetail'), { timeout: 5000 });
    await wire.answer('opsContentDetail', { ...aboutDetail(), kind: 'page' });
    expect(screen.getByRole('heading', { name: 'Edit text 1' })).toBeTruthy();
    expect(screen.queryByTestId('text-publication')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take off the site' })).toBeNull();
  });

  it('shows an editor only the Content section', async () => {
    const { wire } = await renderConsole('/ops', signedIn());
    await vi.waitFor(() => wire.pending('opsContentList'), { timeout: 5000 });
    await wire.answer('opsContentList', []);
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Content']);
  });
});
