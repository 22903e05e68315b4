// The user's loans on /currencyRecord, one tab at a time (under review, owed, ended), newest first:
// the first page, then MORE reads the page before the last loan shown (`before`) while a full page
// came back. A failed first read offers a retry; a failed further page keeps the list.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { loanTabs, type LoanTab } from '../../api/lifecycles/loan.lifecycle';
import { refusalOf, type Refusal } from './form-validation';
import type { Loan } from './loan-terms';
import { service } from './service';

export const loanTabKeys = Object.keys(loanTabs) as LoanTab[];
export const isLoanTab = (value: string | null): value is LoanTab => loanTabKeys.includes(value as LoanTab);

/** Loans a page asks for; a shorter page is the last one. */
export const LOAN_PAGE = 20;

export interface LoanPageRequest { tab: LoanTab; limit: number; before?: string }

export interface LoanRecordsContext {
  tab: LoanTab;
  loans: Loan[];
  /** The last page was full: there may be older loans. */
  more: boolean;
  refusal: Refusal | null;
}

export type LoanRecordsEvent = { type: 'TAB'; tab: LoanTab } | { type: 'RETRY' } | { type: 'MORE' };

const pageOf = (context: LoanRecordsContext, next: boolean): LoanPageRequest =>
  next && context.loans.length ? { tab: context.tab, limit: LOAN_PAGE, before: context.loans[context.loans.length - 1].id } : { tab: context.tab, limit: LOAN_PAGE };

const outputOf = (event: unknown) => (event as { output: Loan[] }).output;

export const loanRecordsFlow = setup({
  types: {} as { context: LoanRecordsContext; events: LoanRecordsEvent; input: { tab: LoanTab } },
  actors: { loadLoans: service<Loan[], LoanPageRequest>('loadLoans') },
  guards: {
    otherTab: ({ context, event }) => event.type === 'TAB' && event.tab !== context.tab,
    hasMore: ({ context }) => context.more,
  },
}).createMachine({
  id: 'loanRecords',
  context: ({ input }) => ({ tab: input.tab, loans: [], more: false, refusal: null }),
  initial: 'loading',
  on: { TAB: { guard: 'otherTab', target: '.loading', actions: assign({ tab: ({ event }) => event.tab, loans: [], more: false }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadLoans', src: 'loadLoans', input: ({ context }) => pageOf(context, false),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ loans: outputOf(event), more: outputOf(event).length >= LOAN_PAGE, refusal: null })) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      invoke: {
        id: 'loadMore', src: 'loadLoans', input: ({ context }) => pageOf(context, true),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ loans: [...context.loans, ...outputOf(event)], more: outputOf(event).length >= LOAN_PAGE, refusal: null })),
        },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
  },
});

export type LoanRecordsActor = ActorRefFrom<typeof loanRecordsFlow>;
type Snapshot = SnapshotFrom<typeof loanRecordsFlow>;

export const selectLoanRecordsStage = (s: Snapshot) => s.value as 'loading' | 'unavailable' | 'ready' | 'loadingMore';
export const selectLoanRecords = (s: Snapshot) => s.context;

export function loanRecordsEvents(actor: Pick<LoanRecordsActor, 'send'>) {
  return {
    tab: (tab: LoanTab) => actor.send({ type: 'TAB', tab }),
    retry: () => actor.send({ type: 'RETRY' }),
    more: () => actor.send({ type: 'MORE' }),
  };
}
