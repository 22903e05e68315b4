// The contract trade screen and the contracts tab of /market on the real screens over a held wire
// and stream: the instruments of the screen's kind with their marks, a mark moving live (list,
// header and the open panel's estimate together), pauses coming and going on the stream, replayed
// prices said, and a closed market.
import { act, cleanup, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlatform } from '../../src/app/platform-context';
import type { StreamListener, StreamMessage } from '../../src/services/market-stream';
import { ContractTradeView } from '../../src/screens/contract/ContractTradeScreen';
import { contractMarketFlowOf } from '../../src/screens/contract/use-contract-trade';
import MarketScreen from '../../src/screens/market/MarketScreen';
import type { ContractKind } from '../../src/machines/contract-market.flow';
import { choose } from './dom';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { btc, gold, instrumentList } from './contract-fixtures';

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

// The chart library draws on a canvas, which jsdom has not: here the chart is a picture that
// says how many candles it was given and the last close (the e2e journey draws the real one).
vi.mock('../../src/screens/spot/CandleChart', () => ({
  CandleChart: ({ candles, label }: { candles: { c: string }[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="chart">{`${candles.length} ${candles.at(-1)?.c ?? ''}`}</div>
  ),
}));

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;

function Page({ symbol, kind, path }: { symbol: string; kind: ContractKind; path: string }) {
  const { client } = usePlatform();
  const flow = useActorRef(contractMarketFlowOf(client, stream), { input: { symbol, kind } });
  return <ContractTradeView flow={flow} kind={kind} path={path} />;
}

async function openScreen(symbol: string, kind: ContractKind, path: string, list = instrumentList) {
  stream = testStream();
  ({ wire } = await renderScreen(<Page symbol={symbol} kind={kind} path={path} />, { url: path, route: path, member: testUser }));
  expect(wire.pending('contractKline').params).toEqual({ symbol, limit: 300 });
  await wire.answer('contractInstruments', list);
  await wire.answer('contractKline', [{ t: 1_789_999_940_000, o: '29990', h: '30010', l: '29980', c: '30000' }]);
  await wire.answer('getAsset2', { total_usdt: '1500', assets: [], contract: [{ currency: 'USDT', balance: '1000' }] });
  await wire.answer('contractRiskNotice', { acknowledged_at: null });
}

const listRows = () => within(screen.getByRole('navigation', { name: 'Contract instruments' })).getAllByRole('row').slice(1);

describe('contract trade screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the crypto contracts on /deal_c and moves the mark live, in the list, the header and the estimate', async () => {
    await openScreen('BTCUSDT', 'crypto', '/deal_c');
    expect(listRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['BTCUSDTBitcoin', '30,000', 'Trading'],
      ['ETHUSDTEthereum', '2000', 'Trading'],
    ]);
    expect(stream.channels()).toEqual(['mark:BTCUSDT', 'mark:ETHUSDT']);
    expect(screen.getByTestId('mark-price').textContent).toBe('30,000 USDT');
    expect(screen.getByText(/The platform is the other side of every position/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /See your positions/ }).getAttribute('href')).toBe('/lt');
    // The rules panel says how fills are rounded and what becomes of a close fee the margin cannot pay.
    const rules = screen.getByRole('region', { name: 'Contract rules' }).textContent;
    expect(rules).toContain('Fill prices: the mark plus or minus half the spread, rounded to the price step against you, so each open and close costs half the spread plus at most one price step (0.1 USDT).');
    expect(rules).toContain("A close fee that the margin left after a loss cannot cover is waived: you never lose more than the position's margin.");
    await stream.push({ channel: 'mark:BTCUSDT', data: { symbol: 'BTCUSDT', price: '31000', at: btc.mark.at! + 2000, paused: null } });
    expect(screen.getByTestId('mark-price').textContent).toBe('31,000 USDT');
    expect(within(listRows()[0]).getAllByRole('cell')[1].textContent).toBe('31,000');
    // Entry estimate: 31000 + half of the 0.1% spread.
    expect(screen.getByText('31,015.5 USDT')).toBeTruthy();
    // The chart's minute goes on (the kline's last candle was a minute earlier): a new candle.
    await act(async () => { await vi.dynamicImportSettled(); });
    await settle();
    expect(screen.getByTestId('chart').textContent).toBe('2 31000');
    // An older tick than the one held changes nothing.
    await stream.push({ channel: 'mark:BTCUSDT', data: { symbol: 'BTCUSDT', price: '29000', at: btc.mark.at! + 1000, paused: null } });
    expect(screen.getByTestId('mark-price').textContent).toBe('31,000 USDT');
  });

  it('pauses and resumes with the pauses and marks of the stream', async () => {
    await openScreen('BTCUSDT', 'crypto', '/deal_c');
    await stream.push({ channel: 'mark:BTCUSDT', data: { symbol: 'BTCUSDT', price: null, at: btc.mark.at! + 11_000, paused: 'jump', opens_at: null } });
    expect(screen.getAllByTestId('pause-notice')[0].textContent).toContain('jumped further than allowed');
    expect(within(listRows()[0]).getAllByRole('cell')[2].textContent).toBe('Paused');
    expect((screen.getByRole('button', { name: 'Review long position' }) as HTMLButtonElement).disabled).toBe(true);
    // The last accepted mark stays shown while paused.
    expect(screen.getByTestId('mark-price').textContent).toBe('30,000 USDT');
    await stream.push({ channel: 'mark:BTCUSDT', data: { symbol: 'BTCUSDT', price: '30100', at: btc.mark.at! + 12_000, paused: null } });
    expect(screen.queryByTestId('pause-notice')).toBeNull();
    expect(screen.getByTestId('mark-price').textContent).toBe('30,100 USDT');
    expect((screen.getByRole('button', { name: 'Review long position' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the CFDs on /preciousMetal, says when prices are replayed and why a market is closed', async () => {
    const closed = { ...gold, mark: { ...gold.mark, paused: 'closed' as const, opens_at: Date.UTC(2026, 10, 29, 22, 0) } };
    await openScreen('XAUUSDT', 'cfd', '/preciousMetal', { ...instrumentList, replayed: true, instruments: instrumentList.instruments.map((i) => (i.symbol === 'XAUUSDT' ? closed : i)) });
    expect(listRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['XAUUSDTGold', 'XAGUSDTSilver', 'WTIUSDTCrude oil WTI']);
    expect(within(listRows()[0]).getAllByRole('cell')[2].textContent).toBe('Closed');
    expect(screen.getByText(/this deployment replays recorded prices/)).toBeTruthy();
    expect(screen.getAllByTestId('pause-notice')[0].textContent).toContain('It opens at Nov 29, 2026 10:00:00 PM UTC');
    expect((screen.getByRole('button', { name: 'Review long position' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'XAGUSDT' }).getAttribute('href')).toBe('/preciousMetal?symbol=XAGUSDT');
  });

  it('asks the instruments and the balance again after a while, keeping a fresher streamed mark', async () => {
    await openScreen('BTCUSDT', 'crypto', '/deal_c');
    await stream.push({ channel: 'mark:BTCUSDT', data: { symbol: 'BTCUSDT', price: '31000', at: btc.mark.at! + 20_000, paused: null } });
    await act(async () => { vi.advanceTimersByTime(15_000); });
    const stale = { ...btc, mark: { ...btc.mark, paused: 'stale' as const } };
    await wire.answer('contractInstruments', { ...instrumentList, instruments: [stale, ...instrumentList.instruments.slice(1)] });
    await wire.answer('getAsset2', { total_usdt: '1500', assets: [], contract: [{ currency: 'USDT', balance: '900' }] });
    expect(screen.getByTestId('mark-price').textContent).toBe('31,000 USDT');
    expect(within(listRows()[0]).getAllByRole('cell')[2].textContent).toBe('Paused');
    expect(screen.getAllByTestId('pause-notice')[0].textContent).toContain('no fresh price');
  });
});

describe('the contracts tab of /market', () => {
  afterEach(cleanup);

  it('lists every instrument with its mark and leverage cap, each linking to its trade screen', async () => {
    ({ wire } = await renderScreen(<MarketScreen />, { url: '/market', route: '/market' }));
    await wire.answer('getmarketList', []);
    await choose('tab', 'Contracts');
    await wire.answer('contractInstruments', instrumentList);
    const rows = within(screen.getByRole('table', { name: 'Contract markets' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['BTCUSDTBitcoin', '30,000', '100x', 'Trading'],
      ['ETHUSDTEthereum', '2000', '100x', 'Trading'],
      ['XAUUSDTGold', '2400', '25x', 'Trading'],
      ['XAGUSDTSilver', '30', '25x', 'Trading'],
      ['WTIUSDTCrude oil WTI', '75', '25x', 'Trading'],
    ]);
    expect(screen.getByRole('link', { name: 'BTCUSDT' }).getAttribute('href')).toBe('/deal_c?symbol=BTCUSDT');
    expect(screen.getByRole('link', { name: 'WTIUSDT' }).getAttribute('href')).toBe('/preciousMetal?symbol=WTIUSDT');
  });
});
