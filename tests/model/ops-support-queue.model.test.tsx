// Model-based test of the console's support queue (/ops/support) on the real console, signed in as
// support staff: the conversations of the chosen state (waiting first), a failed load and its
// retry, and a change on the `ops:support` channel reloading the list in place without a spinner.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketStream } from '../../src/services/market-stream';
import { opsSupportQueueFlow, type OpsSupportRow } from '../../src/machines/ops-support-queue.flow';
import { press } from './dom';
import { settle, type FakeWire } from './harness';
import { memoryStorage, operator, renderConsole } from './ops-fixtures';
import { modelPaths } from './run-model';
import { testStream } from './stream-fixture';

const console_ = vi.hoisted(() => ({ stream: null as unknown as Pick<MarketStream, 'subscribe'> }));
vi.mock('../../src/services/support', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/services/support')>()),
  opsSupportStream: () => console_.stream,
}));

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;
const staff = () => memoryStorage({ 'ops.session': JSON.stringify({ ...operator, email: 'sam@ops.example', role: 'support' }) });
const at = Date.UTC(2027, 1, 3, 10, 0);

const row = (id: string, state: OpsSupportRow['state'], over: Partial<OpsSupportRow> = {}): OpsSupportRow => ({
  id, state, created_at: at, updated_at: at, user_id: `us_${id}`, user_email: `${id}@example.test`, user_phone: null,
  last_text: `Question ${id}`, last_author: 'user', last_message_id: `sm_${id}`, ...over,
});
const byState: Record<string, OpsSupportRow[]> = {
  open: [row('sc_1', 'open'), row('sc_2', 'open', { user_email: null, user_phone: '+48****12' })],
  answered: [row('sc_3', 'answered', { last_author: 'staff', last_text: 'We have credited it' })],
  closed: [],
};

/** The tab shown as chosen. */
const chosen = () => within(screen.getByRole('group', { name: 'Conversations by state' })).getAllByRole('button')
  .find((b) => b.getAttribute('aria-pressed') === 'true')!.textContent;
const tabState: Record<string, string> = { 'Waiting for support': 'open', Answered: 'answered', Closed: 'closed' };
const rows = () => screen.queryAllByTestId('support-queue-row');

/** Opens the console at `url`; the support section's screens load on first use, so it waits for the page. */
async function openConsole(url: string) {
  stream = testStream();
  console_.stream = stream;
  ({ wire } = await renderConsole(url, staff()));
  await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Support conversations' }), { timeout: 5000 });
  await settle();
}

const paths = modelPaths({
  machine: opsSupportQueueFlow,
  states: {
    live: () => expect(stream.channels()).toEqual(['ops:support']),
    'live.loading': () => expect(wire.pending('opsSupportQueue').params).toEqual({ state: tabState[chosen()!] }),
    'live.failed': () => {
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(rows()).toHaveLength(0);
    },
    'live.ready': () => {
      const expected = byState[tabState[chosen()!]!]!;
      expect(rows()).toHaveLength(expected.length);
      if (!expected.length) expect(screen.getByText('No conversations in this state.')).toBeTruthy();
      expect(screen.queryByLabelText('Loading…')).toBeNull();
    },
  },
  events: {
    RENDER: async () => {
      await openConsole('/ops/support');
      expect(chosen()).toBe('Waiting for support');
    },
    TAB: async () => {
      await press('Answered');
      expect(chosen()).toBe('Answered');
    },
    STREAM: async () => {
      const before = wire.callsOf('opsSupportQueue').length;
      await stream.push({ channel: 'ops:support', data: { conversation: { ...row('sc_4', 'open'), user_id: 'us_4' }, message: null } });
      expect(wire.callsOf('opsSupportQueue')).toHaveLength(before + 1);
    },
    '0.opsSupportQueue.live.loading.done': async () => {
      const { state } = wire.pending('opsSupportQueue').params as { state: string };
      await wire.answer('opsSupportQueue', byState[state]);
    },
    '0.opsSupportQueue.live.loading.failed': () => wire.cutOff('opsSupportQueue'),
    RETRY: () => press('Try again'),
  },
});

describe('console: support queue (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBeGreaterThanOrEqual(4));
  for (const path of paths) it(path.description, path.run, 20_000);
});

describe('console: support queue, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('lists who wrote and what, each opening its conversation; staff answers are marked', async () => {
    await openConsole('/ops/support');
    await wire.answer('opsSupportQueue', byState.open);
    const [first, second] = rows();
    expect(first!.textContent).toContain('sc_1@example.test');
    expect(first!.textContent).toContain('Question sc_1');
    expect(second!.textContent).toContain('+48****12');
    expect(within(first!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/ops/support/sc_1');
    await press('Answered');
    await wire.answer('opsSupportQueue', byState.answered);
    expect(rows()[0]!.textContent).toContain('Support: We have credited it');
  });

  it("keeps the list on screen while a member's new message reloads it, then shows it", async () => {
    await openConsole('/ops/support');
    await wire.answer('opsSupportQueue', byState.open);
    await stream.push({ channel: 'ops:support', data: { conversation: { ...row('sc_5', 'open'), user_id: 'us_5' }, message: null } });
    expect(wire.pending('opsSupportQueue').params).toEqual({ state: 'open' });
    expect(rows()).toHaveLength(2);
    expect(screen.queryByLabelText('Loading…')).toBeNull();
    await wire.answer('opsSupportQueue', [...byState.open!, row('sc_5', 'open')]);
    expect(rows()).toHaveLength(3);
  });

  it('is the only section of support staff', async () => {
    await openConsole('/ops');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Support']);
    expect(wire.pending('opsSupportQueue')).toBeTruthy();
  });
});
