// Model-based test of what the user does to positions on the real /positionList page: close one
// (confirm with the estimated exit, PnL and fee), close all, withdraw a pending open, set
// take-profit and stop-loss; each refused by the server shows its words and changes nothing,
// each accepted one shows them and moves the position at once.
import { act, cleanup, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlatform } from '../../src/app/platform-context';
import { contractPositionActionsFlow } from '../../src/machines/contract-position-actions.flow';
import { ContractPositionList } from '../../src/screens/contract-positions/ContractPositionsScreen';
import { contractPositionFlows, useAddressTab } from '../../src/screens/contract-positions/use-contract-positions';
import { balances, instruments, pendingPosition, position, record } from './contract-positions-fixtures';
import { alertText, choose, expectBusy, getBySentence, press, typeInto } from './dom';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

const stream = { subscribe: () => () => {} };
let wire: FakeWire;

function Page() {
  const { client } = usePlatform();
  const [tab] = useAddressTab();
  const flows = contractPositionFlows(client, stream);
  const list = useActorRef(flows.list, { input: { tab } });
  const actions = useActorRef(flows.actions);
  return <ContractPositionList list={list} actions={actions} />;
}

const open = position('cp_0000000001');
const pending = pendingPosition('cp_0000000002');
const T1 = open.created_at + 120_000;
const closed = { ...open, state: 'closed' as const, exit_price: '60969.5', pnl: '18.79', close_fee: '0.609695', close_reason: 'user' as const, returned: '137.64', close_record: record('BTCUSDT', '61000', T1), closed_at: T1, mark_price: null, margin_ratio: null, liquidation_price: null };

async function answerLoad(trading: (typeof open)[] = [open]) {
  const call = wire.pending('contractPositions');
  await act(async () => {
    call.resolve({ data: call.params.tab === 'pending' ? [pending] : trading, message: '' });
    wire.pending('contractInstruments').resolve({ data: instruments(), message: '' });
    wire.pending('getAsset2').resolve({ data: balances('879.94'), message: '' });
  });
  await settle();
}

async function renderWith(trading: (typeof open)[]) {
  ({ wire } = await renderScreen(<Page />, { url: '/positionList', route: '/positionList', member: testUser }));
  await answerLoad(trading);
}
const render = () => renderWith([open]);

const card = (id: string) => document.querySelector(`[data-position-id="${id}"]`) as HTMLElement | null;
const dialog = () => screen.queryByRole('alertdialog');
const tpslForm = () => screen.queryByRole('form', { name: /Take-profit and stop-loss of/ });
const refusal = 'BTCUSDT is paused until its price feed is fresh again';

const paths = modelPaths({
  machine: contractPositionActionsFlow,
  states: {
    idle: () => {
      expect(dialog()).toBeNull();
      expect(tpslForm()).toBeNull();
    },
    confirmingClose: () => {
      expect(within(dialog()!).getByText('Close this BTCUSDT Long position?')).toBeTruthy();
      // Worked out before the user agrees, as the server settles: mark 61000 less half of 0.1% (on the
      // price grid), on 2 lots of 0.01 BTC entered at 60030; the 120.06 margin plus PnL less the fee comes back.
      expect(getBySentence('Estimated exit 60,969.5 USDT: the mark 61,000 USDT less half the 0.1% spread, rounded to the price step against you (at most one step of 0.01 USDT). '
        + 'Profit and loss about 18.79 USDT; close fee about 0.609695 USDT (0.05%); back to your contract account about 138.240305 USDT. The close settles at the mark when it is sent.')).toBeTruthy();
      expect(getBySentence("A close fee that the margin left after a loss cannot cover is waived: you never lose more than the position's margin.")).toBeTruthy();
      expect(screen.queryByText(/of the close fee would be waived/)).toBeNull();
    },
    closing: () => {
      expectBusy('Close position');
      const call = wire.pending('contractClose');
      expect(call.params).toEqual({ position_id: open.id });
      expect(call.rtoken).toBeTruthy();
    },
    confirmingCloseAll: () => expect(getBySentence('Close all 1 open positions, each at its mark with half its spread? Estimated profit and loss together: 18.79 USDT, before close fees.')).toBeTruthy(),
    closingAll: () => {
      expectBusy('Close all positions');
      expect(wire.pending('contractCloseAll').params).toEqual({});
    },
    cancelling: () => {
      expect(wire.pending('contractCancel').params).toEqual({ position_id: pending.id });
      expectBusy(`Cancel pending open ${pending.id}`);
    },
    editingTpSl: () => {
      expect(tpslForm()).toBeTruthy();
      expect(getBySentence(/^Entry 60,030 USDT; liquidation 54,627\.3 USDT\./)).toBeTruthy();
    },
    savingTpSl: () => {
      expect(wire.pending('contractSetTpSl').params).toEqual({ position_id: open.id, take_profit: '65000', stop_loss: '58000' });
      expectBusy('Save');
    },
  },
  events: {
    RENDER: render,
    'ASK_CLOSE [canClose]': () => press(`Close position ${open.id}`),
    ASK_CLOSE_ALL: () => press('Close all'),
    'CANCEL_OPEN [canCancel]': async () => {
      await choose('tab', 'Pending orders');
      await answerLoad();
      expect(within(card(pending.id)!).queryByRole('button', { name: /Close position/ })).toBeNull();
      await press(`Cancel pending open ${pending.id}`);
    },
    'EDIT_TPSL [canSetTpSl]': () => press(`Take-profit and stop-loss of ${open.id}`),
    CONFIRM: () => press(screen.queryByRole('button', { name: 'Close all positions' }) ? 'Close all positions' : 'Close position'),
    KEEP: async () => {
      if (tpslForm()) return press('Leave unchanged');
      return press(screen.queryByRole('button', { name: 'Keep them open' }) ? 'Keep them open' : 'Keep it open');
    },
    'closePosition.done': async () => {
      await wire.answer('contractClose', closed, 'Position closed');
      expect(card(open.id)).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('Position closed');
    },
    'closePosition.failed': async () => {
      await wire.refuse('contractClose', 4607, refusal);
      expect(alertText()).toBe(refusal);
      expect(card(open.id)).toBeTruthy();
    },
    'closeAll.done': async () => {
      await wire.answer('contractCloseAll', [{ ...closed, close_reason: 'closeAll' }], 'Positions closed');
      expect(card(open.id)).toBeNull();
      expect(screen.getByText('Positions closed')).toBeTruthy();
    },
    'closeAll.failed': async () => {
      await wire.refuse('contractCloseAll', 4607, refusal);
      expect(alertText()).toBe(refusal);
      expect(card(open.id)).toBeTruthy();
    },
    'cancelPosition.done': async () => {
      await wire.answer('contractCancel', { ...pending, state: 'withdrawn', mark_price: null }, 'Pending order withdrawn');
      expect(card(pending.id)).toBeNull();
      expect(screen.getByText('Pending order withdrawn')).toBeTruthy();
    },
    'cancelPosition.failed': async () => {
      await wire.refuse('contractCancel', 4000, 'The order has already opened');
      expect(alertText()).toBe('The order has already opened');
      expect(card(pending.id)).toBeTruthy();
    },
    'SUBMIT [tpSlValid]': async () => {
      await typeInto('Take-profit', '65000');
      await typeInto('Stop-loss', '58000');
      await press('Save');
    },
    'saveTpSl.done': async () => {
      await wire.answer('contractSetTpSl', { ...open, take_profit: '65000', stop_loss: '58000' }, 'Take-profit and stop-loss saved');
      const c = within(card(open.id)!);
      expect(c.getByText('Take-profit').nextElementSibling!.textContent).toBe('65,000 USDT');
      expect(c.getByText('Stop-loss').nextElementSibling!.textContent).toBe('58,000 USDT');
    },
    'saveTpSl.failed': async () => {
      await wire.refuse('contractSetTpSl', 4613, 'Prices of BTCUSDT move in steps of 0.01');
      expect(alertText()).toBe('Prices of BTCUSDT move in steps of 0.01');
      expect(within(card(open.id)!).getAllByText('Take-profit')[0].nextElementSibling!.textContent).toBe('—');
    },
  },
});

describe('contract position actions on /positionList (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(12);
  });
  for (const path of paths) it(path.description, path.run);
});

describe('contract position actions, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a take-profit or stop-loss on the wrong side is stopped with the contract\'s words, before any call', async () => {
    await render();
    await press(`Take-profit and stop-loss of ${open.id}`);
    await typeInto('Take-profit', '59000');
    await typeInto('Stop-loss', '54000');
    await press('Save');
    expect(screen.getByText('The take-profit must be above the entry price for a long and below it for a short')).toBeTruthy();
    expect(screen.getByText('The stop-loss must lie between the liquidation price and the entry price')).toBeTruthy();
    expect(wire.callsOf('contractSetTpSl')).toHaveLength(0);
  });

  it('the form starts from the saved take-profit and stop-loss; a blank field removes one', async () => {
    await render();
    await press(`Take-profit and stop-loss of ${open.id}`);
    await typeInto('Take-profit', '65000');
    await typeInto('Stop-loss', '58000');
    await press('Save');
    await wire.answer('contractSetTpSl', { ...open, take_profit: '65000', stop_loss: '58000' }, 'Take-profit and stop-loss saved');
    await press(`Take-profit and stop-loss of ${open.id}`);
    expect((screen.getByLabelText('Stop-loss') as HTMLInputElement).value).toBe('58000');
    await typeInto('Take-profit', '');
    await press('Save');
    expect(wire.pending('contractSetTpSl').params).toEqual({ position_id: open.id, take_profit: undefined, stop_loss: '58000' });
    await wire.answer('contractSetTpSl', { ...open, take_profit: null, stop_loss: '58000' }, 'Take-profit and stop-loss saved');
    expect(within(card(open.id)!).getByText('Take-profit').nextElementSibling!.textContent).toBe('—');
  });

  it('a question about a position that left the list is put away: another tab chosen meanwhile', async () => {
    await render();
    await press(`Close position ${open.id}`);
    expect(dialog()).toBeTruthy();
    await choose('tab', 'Closed');
    await answerLoad();
    await choose('tab', 'Trading');
    await answerLoad();
    expect(dialog()).toBeNull();
    expect((screen.getByRole('button', { name: `Close position ${open.id}` }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a close whose margin cannot pay the whole fee says how much of it is waived', async () => {
    // A long of 2 lots of 0.01 BTC from 60030 with 101.5 margin left: at mark 55000 it sells at 54972.5,
    // loses 101.15, and the 0.35 left pays part of the 0.549725 fee; nothing comes back.
    const losing = { ...open, mark_price: '55000', margin: '101.5' };
    await renderWith([losing]);
    await press(`Close position ${open.id}`);
    expect(getBySentence(/^Estimated exit 54,972\.5 USDT: the mark 55,000 USDT less .* Profit and loss about -101\.15 USDT; close fee about 0\.549725 USDT \(0\.05%\); back to your contract account about 0 USDT\./)).toBeTruthy();
    expect(getBySentence('At this mark 0.199725 USDT of the close fee would be waived.')).toBeTruthy();
  });

  it('a refused close keeps the same rtoken for the retry, so the server applies it at most once', async () => {
    await render();
    await press(`Close position ${open.id}`);
    await press('Close position');
    const first = wire.pending('contractClose').rtoken;
    await wire.refuse('contractClose', 4607, refusal);
    await press('Close position');
    expect(wire.pending('contractClose').rtoken).toBe(first);
  });
});
