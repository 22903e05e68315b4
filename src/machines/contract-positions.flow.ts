// The user's contract positions on /lt and /positionList (spec §4): one tab at a time (pending,
// trading, closed, withdrawn), with the instruments' rules and marks beside them. After one load
// the private `positions` stream moves rows live (PnL, mark, margin ratio, a fill, a close); a
// periodic reload catches anything the stream missed (a dropped socket, a settlement while away).
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import { livePositionsMessage, type contractEndpoints } from '../../api/endpoints/contract';
import type { fundsEndpoints } from '../../api/endpoints/funds';
import { contractPositionTabs, type ContractPositionTab } from '../../api/lifecycles/contract-position.lifecycle';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type ContractPosition = DataOf<typeof contractEndpoints.contractPositions>[number];
export type ContractInstruments = DataOf<typeof contractEndpoints.contractInstruments>;
export type ContractInstrument = ContractInstruments['instruments'][number];
type Balances = DataOf<typeof fundsEndpoints.getAsset2>;
/** What one load brings: the tab's positions, every instrument with the feed's name, and the contract account's free USDT. */
export interface PositionsSnapshot extends ContractInstruments { positions: ContractPosition[]; available: string }

/** The contract account's USDT not locked as margin ("0" before the first transfer). */
export const availableMargin = (balances: Pick<Balances, 'contract'>) => balances.contract.find((b) => b.currency === 'USDT')?.balance ?? '0';

export const positionTabs = Object.keys(contractPositionTabs) as ContractPositionTab[];
export const isPositionTab = (value: string | null): value is ContractPositionTab => positionTabs.includes(value as ContractPositionTab);

/** How often the list is loaded again while it is shown, in case the stream missed a change. */
export const positionsRefetchMs = 15_000;

export interface ContractPositionsContext {
  tab: ContractPositionTab;
  positions: ContractPosition[];
  instruments: ContractInstrument[];
  replayed: boolean;
  source: string;
  available: string;
  refusal: Refusal | null;
}

export type ContractPositionsEvent =
  | { type: 'TAB'; tab: ContractPositionTab }
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] }
  /** Positions an action just changed (close, cancel, TP/SL), as the server answered them. */
  | { type: 'SETTLED'; positions: ContractPosition[] }
  | { type: 'RETRY' };

/** Puts changed positions where the tab wants them: replaced in place, added, or gone to another tab. */
export function placePositions(context: Pick<ContractPositionsContext, 'tab' | 'positions'>, changed: ContractPosition[]) {
  const states: readonly string[] = contractPositionTabs[context.tab];
  let positions = context.positions;
  for (const p of changed) {
    const rest = positions.filter((q) => q.id !== p.id);
    positions = states.includes(p.state) ? [p, ...rest].sort((a, b) => b.created_at - a.created_at) : rest;
  }
  return positions;
}

/**
 * The user's live (open and closing) positions as the `positions` channel sends them, read with the
 * contract's schema: a message of another shape is left out rather than shown wrong. The trading tab
 * is that list itself (a settled position leaves it); another tab takes the rows that moved into or out of it.
 */
function streamedPositions(context: Pick<ContractPositionsContext, 'tab' | 'positions'>, messages: { channel: string; data?: unknown }[]) {
  const latest = messages.filter((m) => m.channel === 'positions').map((m) => livePositionsMessage.safeParse(m.data)).filter((r) => r.success).at(-1);
  if (!latest) return context.positions;
  return context.tab === 'trading' ? [...latest.data].sort((a, b) => b.created_at - a.created_at) : placePositions(context, latest.data);
}

export const contractPositionsFlow = setup({
  types: {} as { context: ContractPositionsContext; events: ContractPositionsEvent; input: { tab: ContractPositionTab } },
  actors: {
    loadPositions: service<PositionsSnapshot, { tab: ContractPositionTab }>('loadPositions'),
    privateStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
  delays: { refetch: positionsRefetchMs },
  actions: {
    keepSnapshot: assign(({ event }) => {
      const { output } = event as unknown as { output: PositionsSnapshot };
      return { positions: output.positions, instruments: output.instruments, replayed: output.replayed, source: output.source, available: output.available, refusal: null };
    }),
  },
  guards: { otherTab: ({ context, event }) => event.type === 'TAB' && event.tab !== context.tab },
}).createMachine({
  id: 'contractPositions',
  context: ({ input }) => ({ tab: input.tab, positions: [], instruments: [], replayed: false, source: '', available: '0', refusal: null }),
  initial: 'loading',
  on: {
    TAB: { guard: 'otherTab', target: '.loading', actions: assign({ tab: ({ event }) => event.tab, positions: [] }) },
    SETTLED: { actions: assign({ positions: ({ context, event }) => placePositions(context, event.positions) }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPositions', src: 'loadPositions',
        input: ({ context }) => ({ tab: context.tab }),
        onDone: { target: 'live', actions: 'keepSnapshot' },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      invoke: { id: 'privateStream', src: 'privateStream', input: { channels: ['positions', 'balances'] } },
      on: {
        STREAM: {
          actions: assign(({ context, event }) => {
            const balances = event.messages.filter((m) => m.channel === 'balances').at(-1)?.data as Balances | undefined;
            return {
              positions: streamedPositions(context, event.messages),
              available: balances ? availableMargin(balances) : context.available,
            };
          }),
        },
      },
      initial: 'watching',
      states: {
        watching: { after: { refetch: 'refetching' } },
        // The list stays on screen while it is loaded again; a failed reload keeps it and tries later.
        refetching: {
          invoke: {
            id: 'refetchPositions', src: 'loadPositions',
            input: ({ context }) => ({ tab: context.tab }),
            onDone: { target: 'watching', actions: 'keepSnapshot' },
            onError: 'watching',
          },
        },
      },
    },
  },
});

export type ContractPositionsActor = ActorRefFrom<typeof contractPositionsFlow>;
type Snapshot = SnapshotFrom<typeof contractPositionsFlow>;

export const selectPositionsStage = (s: Snapshot): 'loading' | 'unavailable' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'ready';
export const selectTab = (s: Snapshot) => s.context.tab;
export const selectPositions = (s: Snapshot) => s.context.positions;
export const selectInstruments = (s: Snapshot) => s.context.instruments;
export const selectReplayed = (s: Snapshot) => s.context.replayed;
export const selectSource = (s: Snapshot) => s.context.source;
export const selectAvailableMargin = (s: Snapshot) => s.context.available;
export const selectPositionsRefusal = (s: Snapshot) => s.context.refusal;

export function contractPositionsEvents(actor: Pick<ContractPositionsActor, 'send'>) {
  return {
    tab: (tab: ContractPositionTab) => actor.send({ type: 'TAB', tab }),
    settled: (positions: ContractPosition[]) => actor.send({ type: 'SETTLED', positions }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
