// The contracts tab of /market: every contract instrument (crypto and CFDs) with its mark and
// whether it trades now, loaded once and then kept live by the `mark:<symbol>` channels.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';
import { instrumentsAfter, type InstrumentList, type MarkTick } from './contract-market.flow';

export interface ContractListContext {
  list: InstrumentList | null;
  refusal: Refusal | null;
}

export type ContractListEvent =
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] }
  | { type: 'RETRY' };

/** Moves each instrument's mark and pause with the ticks. */
export const withMarks = (list: InstrumentList, ticks: MarkTick[]): InstrumentList =>
  (ticks.length ? { ...list, instruments: instrumentsAfter(list.instruments, ticks) } : list);

export const contractListFlow = setup({
  types: {} as { context: ContractListContext; events: ContractListEvent },
  actors: {
    loadInstruments: service<InstrumentList>('loadInstruments'),
    markStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
}).createMachine({
  id: 'contractList',
  context: { list: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInstruments', src: 'loadInstruments',
        onDone: { target: 'live', actions: assign({ list: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      invoke: { id: 'markStream', src: 'markStream', input: ({ context }) => ({ channels: (context.list?.instruments ?? []).map((i) => `mark:${i.symbol}`) }) },
      on: {
        STREAM: {
          actions: assign({
            list: ({ context, event }) => context.list && withMarks(context.list, event.messages.filter((m) => m.channel.startsWith('mark:')).map((m) => m.data as MarkTick)),
          }),
        },
      },
    },
  },
});

export type ContractListActor = ActorRefFrom<typeof contractListFlow>;
type ContractListSnapshot = SnapshotFrom<typeof contractListFlow>;

export const selectContractListStage = (s: ContractListSnapshot): 'loading' | 'unavailable' | 'live' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'live';
export const selectContractList = (s: ContractListSnapshot) => s.context.list;
export const selectContractListRefusal = (s: ContractListSnapshot) => s.context.refusal;
