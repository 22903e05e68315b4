// Model-based test of the contract positions list on the real /positionList page: loading, the
// wire failing and a retry, the tabs (each its own load, following the address), the periodic
// reload keeping the list on screen, and positions moving live from the private stream.
import { act, cleanup, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlatform } from '../../src/app/platform-context';
import { contractPositionsFlow, positionsRefetchMs } from '../../src/machines/contract-positions.flow';
import type { StreamListener, StreamMessage } from '../../src/services/market-stream';
import { ContractPositionList } from '../../src/screens/contract-positions/ContractPositionsScreen';
import { contractPositionFlows, useAddressTab } from '../../src/screens/contract-positions/use-contract-positions';
import { balances, instruments, liquidatedPosition, pendingPosition, position } from './contract-positions-fixtures';
import { choose, getBySentence, press } from './dom';
import { currentLocation, renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

/** The page's stream, held by the test: it records subscriptions and delivers what the test pushes. */
function testStream() {
  const listeners = new Map<string, Set<StreamListener>>();
  return {
    subscribe(channel: string, listener: StreamListener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return () => { listeners.get(channel)!.delete(listener); };
    },
    channels: () => [...listeners].filter(([, set]) => set.size > 0).map(([c]) => c),
    async push(...messages: StreamMessage[]) {
      for (const m of messages) for (const l of listeners.get(m.channel) ?? []) l(m);
      await act(async () => { vi.advanceTimersByTime(300); });
      await settle();
    },
  };
}

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;

function Page() {
  const { client } = usePlatform();
  const [tab] = useAddressTab();
  const flows = contractPositionFlows(client, stream);
  const list = useActorRef(flows.list, { input: { tab } });
  const actions = useActorRef(flows.actions);
  return <ContractPositionList list={list} actions={actions} />;
}

async function render(url = '/positionList') {
  stream = testStream();
  ({ wire } = await renderScreen(<Page />, { url, route: '/positionList', member: testUser }));
}

const open = position('cp_0000000001');
const pending = pendingPosition('cp_0000000002');
const liquidated = liquidatedPosition('cp_0000000003');
const byTab = { trading: [open], pending: [pending], closed: [liquidated], withdrawn: [] } as Record<string, unknown[]>;

/** Answers the pending load (positions of the tab asked, instruments, balances) as the server would. */
async function answerLoad(options: Parameters<typeof instruments>[0] = {}) {
  const call = wire.pending('contractPositions');
  await act(async () => {
    call.resolve({ data: byTab[call.params.tab as string], message: '' });
    wire.pending('contractInstruments').resolve({ data: instruments(options), message: '' });
    wire.pending('getAsset2').resolve({ data: balances('879.94'), message: '' });
  });
  await settle();
}

const card = (id: string) => document.querySelector(`[data-position-id="${id}"]`) as HTMLElement | null;
const shownTab = () => new URLSearchParams(currentLocation()!.split('?')[1] ?? '').get('tab') ?? 'trading';

const paths = modelPaths({
  machine: contractPositionsFlow,
  states: {
    loading: () => {
      expect(screen.getByRole('heading', { name: 'Contract positions' })).toBeTruthy();
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.pending('contractPositions').params).toMatchObject({ tab: shownTab() });
    },
    unavailable: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    live: () => {
      expect(screen.getByText(/The platform is the other side of every position/)).toBeTruthy();
      expect(getBySentence('Available margin: 879.94 USDT')).toBeTruthy();
      expect(stream.channels()).toEqual(['positions', 'balances']);
      // The address names the tab; the tab shows its own positions.
      const tab = shownTab();
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe({ trading: 'Trading', pending: 'Pending orders', closed: 'Closed', withdrawn: 'Withdrawn' }[tab]);
      for (const p of [open, pending, liquidated]) expect(card(p.id) !== null).toBe(byTab[tab].includes(p));
    },
    'live.watching': () => expect(wire.callsOf('contractPositions').every((c) => c.settled)).toBe(true),
    'live.refetching': () => {
      // The list stays on screen while it is loaded again.
      expect(screen.queryByLabelText('Loading…')).toBeNull();
      expect(wire.pending('contractPositions').params).toMatchObject({ tab: shownTab() });
    },
  },
  events: {
    RENDER: () => render(),
    'loadPositions.done': () => answerLoad(),
    'loadPositions.failed': () => wire.cutOff('contractPositions'),
    RETRY: () => press('Try again'),
    'TAB [otherTab]': () => choose('tab', shownTab() === 'closed' ? 'Pending orders' : 'Closed'),
    'after refetch': async () => {
      await act(async () => { vi.advanceTimersByTime(positionsRefetchMs); });
      await settle();
    },
    'refetchPositions.done': () => answerLoad(),
    'refetchPositions.failed': () => wire.cutOff('contractPositions'),
  },
});

describe('contract positions on /positionList (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });
  for (const path of paths) it(path.description, path.run);
});

describe('contract positions, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows every figure of an open position, with its rules and the price record of its open', async () => {
    await render();
    await answerLoad();
    const c = within(card(open.id)!);
    expect(c.getByText('Bitcoin · BTCUSDT')).toBeTruthy();
    expect(c.getByText('Long')).toBeTruthy();
    expect(c.getByText('10x')).toBeTruthy();
    for (const [label, value] of [
      ['Lots', '2'], ['Position price', '60,030 USDT'], ['Current (mark) price', '61,000 USDT'], ['Margin', '120.06 USDT'],
      ['Liquidation price', '54,627.3 USDT'], ['Margin ratio (liquidated at 1)', '23.1'], ['Profit and loss (at the mark)', '19.4 USDT'],
      ['Fee (open + close)', '0.6003 USDT'], ['Financing', '0 USDT'], ['Take-profit', '—'],
    ]) expect(c.getByText(label).nextElementSibling!.textContent).toBe(value);
    expect(card(open.id)!.textContent).toContain('Spread 0.1% · close fee 0.05% · maintenance margin 0.5% · financing 0.01% a day · leverage up to 100x');
    expect(card(open.id)!.querySelector('[data-price-record="pr_BTCUSDT_1790000000000"]')!.textContent).toMatch(/^price record pr_BTCUSDT_1790000000000: 60,000 USDT at .+ \(simulated\)$/);
  });

  it('a pending open shows its limit price and order time, and offers Cancel and TP/SL but not Close', async () => {
    await render('/positionList?tab=pending');
    await answerLoad();
    const c = within(card(pending.id)!);
    expect(c.getByText('Pending')).toBeTruthy();
    expect(c.getByText('Limit price').nextElementSibling!.textContent).toBe('59,000 USDT');
    expect(c.getByText('Order time')).toBeTruthy();
    expect(c.queryByText('Open time')).toBeNull();
    expect(c.getByRole('button', { name: `Cancel pending open ${pending.id}` })).toBeTruthy();
    expect(c.getByRole('button', { name: `Take-profit and stop-loss of ${pending.id}` })).toBeTruthy();
    expect(c.queryByRole('button', { name: /Close position/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close all' })).toBeNull();
  });

  it('a liquidated position says its reason, its close record and the shortfall the platform covered', async () => {
    await render('/positionList?tab=closed');
    await answerLoad();
    const c = within(card(liquidated.id)!);
    expect(c.getByText('Close reason').nextElementSibling!.textContent).toBe('Liquidated');
    expect(c.getByText('Close price').nextElementSibling!.textContent).toBe('2500 USDT');
    expect(c.getByText('Profit and loss').nextElementSibling!.textContent).toBe('-95.96 USDT');
    expect(c.getByText('Returned to the contract account').nextElementSibling!.textContent).toBe('0 USDT');
    expect(getBySentence('Loss capped at margin: the platform covered 6.04 USDT.')).toBeTruthy();
    expect(card(liquidated.id)!.querySelector('[data-price-record="pr_XAUUSDT_1790003600000"]')).toBeTruthy();
    // Nothing is offered on a finished position.
    expect(c.queryByRole('button')).toBeNull();
  });

  it('follows the stream: PnL, mark and margin ratio move; a settled close leaves the trading tab; the balance updates', async () => {
    await render();
    await answerLoad();
    // Each message is the user's live positions; one of another shape is left out, the next good one moves the row.
    await stream.push({ channel: 'positions', data: [{ id: open.id, pnl: 'lots' }] });
    expect(within(card(open.id)!).getByText('Profit and loss (at the mark)').nextElementSibling!.textContent).toBe('19.4 USDT');
    const moved = { ...open, mark_price: '62000', pnl: '38.8', margin_ratio: '30.2' };
    await stream.push({ channel: 'positions', data: [moved] });
    const c = within(card(open.id)!);
    expect(c.getByText('Current (mark) price').nextElementSibling!.textContent).toBe('62,000 USDT');
    expect(c.getByText('Profit and loss (at the mark)').nextElementSibling!.textContent).toBe('38.8 USDT');
    expect(c.getByText('Margin ratio (liquidated at 1)').nextElementSibling!.textContent).toBe('30.2');
    // A limit open filled elsewhere arrives on the trading tab at once; a settled close leaves it.
    const filled = { ...pending, state: 'open', entry_price: '59029.5', opened_at: pending.created_at + 1000 };
    await stream.push({ channel: 'positions', data: [moved, filled] });
    expect(card(pending.id)).toBeTruthy();
    await stream.push(
      { channel: 'positions', data: [filled] },
      { channel: 'balances', data: balances('1020.5') },
    );
    expect(card(open.id)).toBeNull();
    expect(getBySentence('Available margin: 1020.5 USDT')).toBeTruthy();
  });

  it('says prices are replayed, and why a paused instrument waits and when its market opens', async () => {
    await render();
    const xau = position('cp_0000000009', { symbol: 'XAUUSDT', lots: '1', entry_price: '2401', mark_price: '2400', leverage: 20 });
    byTab.trading = [open, xau];
    try {
      await answerLoad({ replayed: true, paused: 'closed', opensAt: Date.UTC(2026, 10, 29, 22, 0) });
    } finally {
      byTab.trading = [open];
    }
    expect(screen.getByText('Replayed prices: this deployment replays recorded prices, not live ones. Positions here are for practice.')).toBeTruthy();
    expect(screen.getByText(/Marks come from: replay\./)).toBeTruthy();
    expect(within(card(xau.id)!).getByRole('status').textContent).toMatch(/^The XAUUSDT market is closed\. It opens 11\/29\/2026 .*; closes wait until then\.$/);
    expect(within(card(open.id)!).queryByRole('status')).toBeNull();
  });
});
