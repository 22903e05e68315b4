// What both loan reviews show of a loan: its order code, state, principal and terms as disclosed
// at application, what it owes now once paid out, and its dates.
import { useIntl } from 'react-intl';
import { formatAmount, formatPercent } from '../../i18n/format';
import type { OpsLoan } from '../../machines/ops-loan-review.flow';
import { labelOf } from './ops-labels';
import { loanStateNames } from '../loan/loan-labels';
import { When } from './ops-review-parts';
import { Fact } from './ReviewPage';

export function LoanFacts({ loan }: { loan: OpsLoan }) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(intl, value, loan.asset);
  return (
    <>
      <Fact label={intl.formatMessage({ id: 'loan.ops.orderCode', defaultMessage: 'Order code' })}>{loan.id}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.state', defaultMessage: 'State' })}>{labelOf(loanStateNames, loan.state, intl.formatMessage)}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.principal', defaultMessage: 'Principal' })}>{money(loan.amount)}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.terms', defaultMessage: 'Terms' })}>
        {intl.formatMessage(
          { id: 'loan.ops.termsValue', defaultMessage: '{days, plural, one {# day} other {# days}} at {rate} a day; late fee {lateFee} of the principal per overdue day, at most {cap}' },
          { days: loan.period_days, rate: formatPercent(intl, loan.daily_rate), lateFee: formatPercent(intl, loan.late_fee_rate), cap: formatPercent(intl, loan.late_fee_cap_rate) },
        )}
      </Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.lender', defaultMessage: 'Lender' })}>{loan.lender}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.termInterest', defaultMessage: 'Interest for the whole period' })}>{money(loan.term_interest)}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.termTotal', defaultMessage: 'Total repayment on the due date' })}>{money(loan.term_total)}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.appliedAt', defaultMessage: 'Applied' })}><When at={loan.created_at} /></Fact>
      {loan.due_at !== null && <Fact label={intl.formatMessage({ id: 'loan.ops.dueAt', defaultMessage: 'Due' })}><When at={loan.due_at} /></Fact>}
      {loan.owed && (
        <Fact label={intl.formatMessage({ id: 'loan.ops.owedNow', defaultMessage: 'Owed now' })}>
          {intl.formatMessage(
            { id: 'loan.ops.owedValue', defaultMessage: '{total} (principal {principal}, interest {interest}, late fee {lateFee}; {overdue, plural, =0 {not overdue} one {# day overdue} other {# days overdue}})' },
            { total: money(loan.owed.total), principal: money(loan.owed.principal), interest: money(loan.owed.interest), lateFee: money(loan.owed.late_fee), overdue: loan.owed.overdue_days },
          )}
        </Fact>
      )}
      {loan.reason && <Fact label={intl.formatMessage({ id: 'loan.ops.reason', defaultMessage: 'Reason given' })}>{loan.reason}</Fact>}
    </>
  );
}
