// Model-based test of the contract open panel of /deal_c on the real panel: every state of the
// trade flow is looked at on the screen, every transition made by the user or the wire. The risk
// notice comes first until it is acknowledged; a paused or closed instrument cannot be confirmed.
import { useState } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractTradeFlow, type ContractInstrument } from '../../src/machines/contract-trade.flow';
import { OpenPanel } from '../../src/screens/contract/OpenPanel';
import { alertText, choose, expectBusy, getBySentence, press, typeInto } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { btc, gold, openedLong } from './contract-fixtures';

let wire: FakeWire;
let setAcknowledged: (value: boolean) => void;
let setInstrument: (value: ContractInstrument) => void;

/** The page's part: the instrument's live mark and whether the notice was acknowledged come in as props. */
function Page({ start = btc }: { start?: ContractInstrument }) {
  const [acknowledged, ack] = useState(false);
  const [instrument, move] = useState(start);
  setAcknowledged = ack;
  setInstrument = move;
  return <OpenPanel instrument={instrument} available="1000" acknowledged={acknowledged} source="simulated" />;
}

const open = (start?: ContractInstrument) => renderScreen(<Page start={start} />, { url: '/deal_c', route: '/deal_c', member: testUser });

async function fillLong() {
  await typeInto('Lots', '10');
}

const paths = modelPaths({
  machine: contractTradeFlow,
  states: {
    editing: () => {
      expect(screen.getByRole('button', { name: 'Review long position' })).toBeTruthy();
      expect(getBySentence('Step 1, from 1 to 1000 lots; one lot is 0.001 BTC.')).toBeTruthy();
      expect(screen.getByText(/The platform is the other side of every position/)).toBeTruthy();
    },
    riskNotice: () => {
      expect(screen.getByRole('heading', { name: 'Before your first position: the risks' })).toBeTruthy();
      expect(screen.getByText(/Leverage magnifies losses/)).toBeTruthy();
      expect(screen.getByText(/capped at its margin/)).toBeTruthy();
      expect(wire.callsOf('contractOpen')).toHaveLength(0);
    },
    acknowledging: () => {
      expectBusy('I understand these risks');
      expect(wire.pending('contractAcknowledgeRisk')).toBeTruthy();
    },
    confirming: () => {
      expect(screen.getByRole('heading', { name: 'Confirm your position' })).toBeTruthy();
      expect(getBySentence('Long 10 lots of BTCUSDT at 10x, at the mark now')).toBeTruthy();
      expect(screen.getByText('30,015 USDT')).toBeTruthy();
      expect(screen.getByText('300.15 USDT')).toBeTruthy();
      expect(screen.getByText('30.015 USDT')).toBeTruthy();
      expect(screen.getByText('0.150075 USDT')).toBeTruthy();
      expect(screen.getByText('30.165075 USDT')).toBeTruthy();
      expect(screen.getByText('27,149.246231 USDT')).toBeTruthy();
      expect(getBySentence('Fill prices: the mark plus or minus half the spread, rounded to the price step against you, so each open and close costs half the spread plus at most one price step (0.1 USDT).')).toBeTruthy();
      expect(getBySentence("A close fee that the margin left after a loss cannot cover is waived: you never lose more than the position's margin.")).toBeTruthy();
      expect(screen.queryByText(/A limit open fills when/)).toBeNull();
      expect(wire.callsOf('contractOpen').filter((c) => !c.settled)).toHaveLength(0);
    },
    submitting: () => {
      expectBusy('Open position');
      const call = wire.pending('contractOpen');
      expect(call.params).toEqual({ symbol: 'BTCUSDT', side: 'long', type: 'market', lots: '10', leverage: 10 });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    opened: () => {
      const status = screen.getByRole('status').textContent;
      expect(status).toContain('Position opened at 30,015 USDT');
      expect(status).toContain('pr_BTCUSDT_1790000000000: 30,000 USDT from simulated at');
      expect(screen.getByRole('link', { name: 'My positions' }).getAttribute('href')).toBe('/lt');
    },
  },
  events: {
    RENDER: async () => {
      ({ wire } = await open());
    },
    'REVIEW [readyToConfirm]': async () => {
      await act(async () => setAcknowledged(true));
      await fillLong();
      await press('Review long position');
    },
    'REVIEW [formIsValid]': async () => {
      await act(async () => setAcknowledged(false));
      await fillLong();
      await press('Review long position');
    },
    ACKNOWLEDGE: () => press('I understand these risks'),
    'acknowledgeRisk.done': () => wire.answer('contractAcknowledgeRisk', { acknowledged_at: 1_790_000_000_000 }),
    'acknowledgeRisk.failed': () => wire.refuse('contractAcknowledgeRisk', 1000, 'Please log in again'),
    BACK: () => press('Back'),
    'CONFIRM [instrumentOpen]': () => press('Open position'),
    'openPosition.done': () => wire.answer('contractOpen', openedLong, 'Position opened'),
    'openPosition.failed': async () => {
      await wire.refuse('contractOpen', 4406, 'Not enough USDT in the contract account: 30.165075 USDT is needed for margin and fee');
      expect(alertText()).toContain('Not enough USDT in the contract account');
    },
    NEW_POSITION: () => press('New position'),
  },
});

describe('contract open panel (model paths)', () => {
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

describe('contract open panel, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says why a paused instrument cannot be opened, and offers it again once the feed is fresh', async () => {
    ({ wire } = await open({ ...btc, mark: { ...btc.mark, paused: 'stale' } }));
    expect(screen.getByTestId('pause-notice').textContent).toContain('its price feed has sent no fresh price');
    expect((screen.getByRole('button', { name: 'Review long position' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => setInstrument({ ...btc, mark: { ...btc.mark, at: btc.mark.at! + 1000 } }));
    expect(screen.queryByTestId('pause-notice')).toBeNull();
    expect((screen.getByRole('button', { name: 'Review long position' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the platform has switched an instrument off', async () => {
    ({ wire } = await open({ ...btc, enabled: false }));
    expect(screen.getByTestId('pause-notice').textContent).toBe('The platform has switched off new BTCUSDT positions for now.');
    expect((screen.getByRole('button', { name: 'Review long position' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names when a closed market opens, and a pause on the confirm step holds the open', async () => {
    ({ wire } = await open(gold));
    await act(async () => setAcknowledged(true));
    await typeInto('Lots', '0.1');
    await press('Review long position');
    const opensAt = Date.UTC(2026, 10, 29, 22, 0);
    await act(async () => setInstrument({ ...gold, mark: { ...gold.mark, paused: 'closed', opens_at: opensAt } }));
    expect(screen.getByTestId('pause-notice').textContent).toContain('The XAUUSDT market is closed');
    expect(screen.getByTestId('pause-notice').textContent).toContain('It opens at Nov 29, 2026 10:00:00 PM UTC');
    expect((screen.getByRole('button', { name: 'Open position' }) as HTMLButtonElement).disabled).toBe(true);
    expect(wire.callsOf('contractOpen')).toHaveLength(0);
  });

  it('checks lots, leverage and the TP/SL sides against the rules before the confirm step', async () => {
    ({ wire } = await open());
    await act(async () => setAcknowledged(true));
    await typeInto('Lots', '1001');
    await press('Review long position');
    expect(screen.getByText('Lots must be between 1 and 1000')).toBeTruthy();
    await typeInto('Lots', '10');
    await typeInto('Take-profit price (optional)', '29000');
    await typeInto('Stop-loss price (optional)', '27000');
    await press('Review long position');
    expect(screen.getByText(/take-profit must be above the entry price for a long/)).toBeTruthy();
    expect(screen.getByText(/stop-loss must lie between the liquidation price and the entry price/)).toBeTruthy();
    await typeInto('Lots', '400');
    await typeInto('Take-profit price (optional)', '');
    await typeInto('Stop-loss price (optional)', '');
    await press('Review long position');
    expect(screen.getByText(/Not enough USDT in the contract account: 1206.603 USDT is needed/)).toBeTruthy();
    expect(wire.callsOf('contractOpen')).toHaveLength(0);
  });

  it('sends a short limit with TP and SL, and keeps the rtoken on a retry', async () => {
    ({ wire } = await open());
    await act(async () => setAcknowledged(true));
    await choose('radio', 'Short (fall)');
    await choose('radio', 'Limit');
    await typeInto('Limit price (USDT)', '31000');
    // What a better fill does to a short's margin and liquidation price, on the panel and again in the confirm step.
    const limitTerms = /^A limit open fills when the mark reaches your limit price, at the better of the limit and the market fill price\. If it fills better than the limit, the margin and open fee taken at the limit price stay as they are \(nothing is returned\), and the liquidation price is worked out from the fill price with that margin: for a short the margin is then a little less than its leverage would take at the higher price, so the liquidation price lies a little closer above the entry\.$/;
    expect(getBySentence(limitTerms)).toBeTruthy();
    await typeInto('Lots', '2');
    await typeInto('Take-profit price (optional)', '29000');
    await typeInto('Stop-loss price (optional)', '32000');
    await choose('radio', '20x');
    await press('Review short position');
    expect(getBySentence('Short 2 lots of BTCUSDT at 20x, when the mark reaches 31,000 USDT')).toBeTruthy();
    expect(getBySentence(limitTerms)).toBeTruthy();
    await press('Open position');
    const call = wire.pending('contractOpen');
    expect(call.params).toEqual({ symbol: 'BTCUSDT', side: 'short', type: 'limit', price: '31000', lots: '2', leverage: 20, take_profit: '29000', stop_loss: '32000' });
    await wire.cutOff('contractOpen');
    await press('Open position');
    expect(wire.pending('contractOpen').rtoken).toBe(call.rtoken);
    await wire.answer('contractOpen', {
      ...openedLong, side: 'short', order_type: 'limit', state: 'pending', leverage: 20, lots: '2', limit_price: '31000', entry_price: null,
      margin: '3.1', open_fee: '0.031', liquidation_price: null, take_profit: '29000', stop_loss: '32000', pnl: '0', open_record: null, opened_at: null,
    }, 'Position opened');
    expect(screen.getByRole('status').textContent).toBe('Limit order placed: it opens when the mark reaches 31,000 USDT. Its margin and fee are held meanwhile.');
  });
});
