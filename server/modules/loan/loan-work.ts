// The due work of a loan (jobs/due-work.ts), scheduled in the transaction that approves it:
//   loan.fallDue  at due date − loan.dueSoonDays (at approval if that has passed): paid out → repayment due;
//   loan.overdue  at the due date: → overdue (the late fee then grows daily by the shared formula);
//   loan.expire   at due date + loan.expireAfterDays: overdue → expired (still owed).
// Each handler moves the loan only if its chart allows the move from where it is now: a repaid
// loan ignores them; an expiry that comes before its loan's overdue move waits for it. The late fee is never stored while owed: it is computed from the clock.
import { canMove } from '../../../api/lifecycles/lifecycle';
import { loanLifecycle } from '../../../api/lifecycles/loan.lifecycle';
import type { Deps } from '../../deps';
import { NotDueYet } from '../../jobs/due-work';
import { EXPIRE_KIND, FALL_DUE_KIND, moveLoan, OVERDUE_KIND } from './loan-moves';
import { lockLoan } from './loan.store';
import { amountParam } from '../messages/message-notifier';

const SYSTEM = 'system:loan';
const RETRY_MS = 60_000;
const kinds = { [FALL_DUE_KIND]: 'FALL_DUE', [OVERDUE_KIND]: 'OVERDUE', [EXPIRE_KIND]: 'EXPIRE' } as const;

/** Registers the handlers of the loan's due work (once, where the platform is built, before the start's catch-up). */
export function registerLoanWork(deps: Pick<Deps, 'clock' | 'ids' | 'ledger' | 'due' | 'dialect' | 'messages'>) {
  for (const [kind, event] of Object.entries(kinds)) {
    deps.due.handle(kind, async (trx, item) => {
      const l = await lockLoan(trx, deps.dialect, item.subject);
      if (!l) return;
      // Expiry waits for the overdue move if that one is still to run (retried after a failure).
      if (event === 'EXPIRE' && canMove(loanLifecycle, l.state, { type: 'OVERDUE' })) throw new NotDueYet(deps.clock.now() + RETRY_MS, 'not overdue yet');
      if (!canMove(loanLifecycle, l.state, { type: event })) return;
      const moved = await moveLoan(deps, trx, l, { event, actor: SYSTEM });
      if (event !== 'EXPIRE') {
        await deps.messages.notify(trx, l.user_id, event === 'FALL_DUE' ? 'loanDue' : 'loanOverdue',
          { id: l.id, amount: amountParam(BigInt(l.term_total), l.asset), asset: l.asset, due_at: String(moved.due_at ?? l.due_at ?? '') });
      }
    });
  }
}
