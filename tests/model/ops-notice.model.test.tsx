// Model-based test of the console's notice page (/ops/notices, admins) on the real console: the
// English title and text are required and checked before anything is sent, the languages written
// go out once per rtoken, the number of users reached is shown, and another notice starts empty.
// Beyond the chart: a retry after a lost answer keeps the rtoken; Arabic is written right to left;
// reviewers have no such section.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../api/languages';
import { opsNoticeFlow } from '../../src/machines/ops-notice.flow';
import { alertText, press, typeInto } from './dom';
import { settle, type FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';

let wire: FakeWire;
const admin = () => memoryStorage({ 'ops.session': JSON.stringify({ ...operator, role: 'admin' }) });
const send = 'Send to all users';
/** The send button by its text: while busy, its text is hidden behind the spinner. */
const sendButton = () => screen.getByText(send).closest('button')!;
const fieldsets = () => [...document.querySelectorAll('fieldset')];
const field = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

const notice = { title_en: 'Maintenance tonight', body_en: 'Trading pauses from 22:00 to 22:30 UTC.', title_pl: 'Przerwa dziś w nocy', body_pl: 'Handel wstrzymany od 22:00 do 22:30 UTC.' };

async function open(storage = admin()) {
  ({ wire } = await renderConsole('/ops/notices', storage));
  await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Notice to all users' }), { timeout: 5000 });
  await settle();
}
async function write() {
  await typeInto('Title (English)', notice.title_en);
  await typeInto('Text (English)', notice.body_en);
  await typeInto('Title (Polski)', notice.title_pl);
  await typeInto('Text (Polski)', notice.body_pl);
}

const paths = modelPaths({
  machine: opsNoticeFlow,
  states: {
    editing: () => {
      expect(sendButton().disabled).toBe(false);
      expect(fieldsets().map((f) => f.getAttribute('lang'))).toEqual([...languages]);
      expect(screen.queryByRole('status')).toBeNull();
    },
    validating: () => { throw new Error('validating decides at once and is never shown'); },
    submitting: () => {
      expect(sendButton().hasAttribute('data-loading')).toBe(true);
      const call = wire.pending('opsPostNotice');
      expect(call.params).toEqual(notice);
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    posted: () => {
      expect(screen.getByRole('status').textContent).toBe('Notice sent to 1,204 users.');
      expect(screen.queryByLabelText('Title (English)')).toBeNull();
    },
  },
  events: {
    RENDER: () => open(),
    'SUBMIT [formIsValid]': async () => {
      await write();
      expect(screen.queryByText("Please write the notice's title and text in English")).toBeNull();
      await press(send);
    },
    'SUBMIT [otherwise]': async () => {
      await typeInto('Title (Polski)', notice.title_pl);
      await press(send);
      expect(screen.getAllByText("Please write the notice's title and text in English")).toHaveLength(2);
      expect(wire.callsOf('opsPostNotice')).toHaveLength(0);
    },
    'postNotice.done': () => wire.answer('opsPostNotice', { id: 'nt_1', recipients: 1204 }),
    'postNotice.failed': async () => {
      await wire.refuse('opsPostNotice', 4000, 'Invalid input');
      expect(alertText()).toContain('Invalid input');
      expect(field('Title (English)')).toBe(notice.title_en);
      expect(field('Text (Polski)')).toBe(notice.body_pl);
    },
    NEW_NOTICE: async () => {
      await press('Write another notice');
      expect(field('Title (English)')).toBe('');
      expect(field('Text (Polski)')).toBe('');
    },
  },
  // A held-back notice stays in editing with its reasons: walk on from it (writing English clears them).
  scenarios: [['RENDER', 'SUBMIT [otherwise]']],
});

describe('console: notice to all users (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) it(path.description, path.run, 20_000);
});

describe('console: notice to all users, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('sends a retry after a lost answer with the same rtoken, and English alone is enough', async () => {
    await open();
    await typeInto('Title (English)', notice.title_en);
    await typeInto('Text (English)', notice.body_en);
    await press(send);
    const first = wire.pending('opsPostNotice');
    expect(first.params).toEqual({ title_en: notice.title_en, body_en: notice.body_en });
    await wire.cutOff('opsPostNotice');
    expect(alertText()).toContain('could not be reached');
    await press(send);
    expect(wire.pending('opsPostNotice').rtoken).toBe(first.rtoken);
    await wire.answer('opsPostNotice', { id: 'nt_2', recipients: 1 });
    expect(screen.getByRole('status').textContent).toBe('Notice sent to 1 user.');
  });

  it('writes Arabic right to left, each language in its own', async () => {
    await open();
    const arabic = fieldsets().find((g) => g.getAttribute('lang') === 'ar')!;
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(within(arabic).getByLabelText('Title (العربية)')).toBeTruthy();
    const polish = fieldsets().find((g) => g.getAttribute('lang') === 'pl')!;
    expect(polish.getAttribute('dir')).toBe('ltr');
  });

  it('is a section for admins only', async () => {
    ({ wire } = await renderConsole('/ops/withdrawals', memoryStorage({ 'ops.session': JSON.stringify(operator) })));
    expect(within(screen.getByRole('navigation', { name: 'Console sections' })).queryByRole('link', { name: 'Notices' })).toBeNull();
    cleanup();
    await open();
    expect(within(screen.getByRole('navigation', { name: 'Console sections' })).getByRole('link', { name: 'Notices' }).getAttribute('href')).toBe('/ops/notices');
  });
});
