// Pieces of the loan screens: a rate as a percentage, a loan's state in words, a product's terms,
// what an amount costs before applying, what a loan owes now, a loan's path on the loan chart, and
// one of the user's own uploads.
import { Badge, Box, Flex, Image, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loanLifecycle, type LoanState } from '../../../api/lifecycles/loan.lifecycle';
import { fallsDueAtPayout } from '../../../api/loan-math';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { isOwed, type Loan, type LoanPreview, type LoanProduct } from '../../machines/loan-terms';
import { FigureRow, When } from '../contract/contract-parts';
import { loanStateNames } from './loan-labels';
import { useOwnUpload } from './use-loan';

/** A rate ("0.001") as a percentage in the language's pattern ("0.1%"). */
export function Rate({ rate }: { rate: string }) {
  const fmt = useFormat();
  return <Figure>{fmt.percent(rate)}</Figure>;
}

const stateColours: Record<LoanState, string | undefined> = {
  unreviewed: 'orange', rejected: 'red', paid_out: 'blue', due: 'orange', overdue: 'red', expired: 'red', repaid: 'green',
};

export function LoanStateBadge({ state }: { state: LoanState }) {
  return <Badge colorPalette={stateColours[state]}><FormattedMessage {...loanStateNames[state]} /></Badge>;
}

const Days = ({ days }: { days: number }) => <FormattedMessage id="loan.days" defaultMessage="{days, plural, one {# day} other {# days}}" values={{ days }} />;

/** When repayment falls due: the reminder's days before the due date, or the payout when the period is no longer than those. */
function DueFrom({ periodDays, dueSoonDays }: { periodDays: number; dueSoonDays: number }) {
  if (fallsDueAtPayout(periodDays, dueSoonDays)) return <FormattedMessage id="loan.terms.dueSoonAtPayout" defaultMessage="the payout" />;
  return <FormattedMessage id="loan.terms.dueSoonValue" defaultMessage="{days, plural, one {# day} other {# days}} before the due date" values={{ days: dueSoonDays }} />;
}

/** Every term of a product, said before anyone applies. */
export function ProductTerms({ product, asset, dueSoonDays, expireAfterDays }: { product: LoanProduct; asset: string; dueSoonDays: number; expireAfterDays: number }) {
  const fmt = useFormat();
  return (
    <Stack gap="1">
      <FigureRow label={<FormattedMessage id="loan.terms.period" defaultMessage="Period" />} value={<Days days={product.period_days} />} />
      <FigureRow label={<FormattedMessage id="loan.terms.range" defaultMessage="Amount" />} value={`${fmt.decimal(product.min_amount)} – ${fmt.amount(product.max_amount, asset)}`} />
      <FigureRow label={<FormattedMessage id="loan.terms.dailyRate" defaultMessage="Daily interest rate" />} value={<Rate rate={product.daily_rate} />} />
      <FigureRow label={<FormattedMessage id="loan.terms.lender" defaultMessage="Lender" />} value={product.lender} />
      <FigureRow
        label={<FormattedMessage id="loan.terms.lateFee" defaultMessage="Late fee (of the principal)" />}
        value={<FormattedMessage id="loan.terms.lateFeeValue" defaultMessage="{rate} a day, at most {cap}" values={{ rate: <Rate rate={product.late_fee_rate} />, cap: <Rate rate={product.late_fee_cap_rate} /> }} />}
      />
      <FigureRow label={<FormattedMessage id="loan.terms.dueSoon" defaultMessage="Repayment due from" />} value={<DueFrom periodDays={product.period_days} dueSoonDays={dueSoonDays} />} />
      <FigureRow label={<FormattedMessage id="loan.terms.expiry" defaultMessage="Expired (still owed) after" />} value={<FormattedMessage id="loan.terms.expiryValue" defaultMessage="{days, plural, one {# overdue day} other {# overdue days}}" values={{ days: expireAfterDays }} />} />
    </Stack>
  );
}

/** What an amount costs if approved today: the interest of the whole period, the total and the due date. */
export function PreviewRows({ preview, asset }: { preview: LoanPreview | null; asset: string }) {
  const fmt = useFormat();
  const money = (value: string | undefined) => (value === undefined ? '—' : fmt.amount(value, asset));
  return (
    <>
      <FigureRow label={<FormattedMessage id="loan.preview.interest" defaultMessage="Interest over the whole period" />} value={money(preview?.interest)} />
      <FigureRow label={<FormattedMessage id="loan.preview.total" defaultMessage="Total repayment on the due date" />} value={money(preview?.total)} />
      <FigureRow label={<FormattedMessage id="loan.preview.due" defaultMessage="Due date if approved today" />} value={preview ? <When at={preview.dueAt} /> : '—'} />
      <FigureRow label={<FormattedMessage id="loan.preview.lateFeeCap" defaultMessage="Most late fee if overdue" />} value={money(preview?.lateFeeCap)} />
    </>
  );
}

/** What the loan owes now: principal, interest to the day, late fee and their total. */
export function OwedRows({ loan }: { loan: Loan }) {
  const fmt = useFormat();
  const owed = loan.owed;
  if (!owed) return null;
  const money = (value: string) => fmt.amount(value, loan.asset);
  return (
    <Stack gap="1" data-testid="loan-owed">
      <FigureRow label={<FormattedMessage id="loan.owed.principal" defaultMessage="Principal" />} value={money(owed.principal)} />
      <FigureRow label={<FormattedMessage id="loan.owed.interest" defaultMessage="Interest ({days, plural, one {# day} other {# days}})" values={{ days: owed.days_used }} />} value={money(owed.interest)} />
      <FigureRow label={<FormattedMessage id="loan.owed.lateFee" defaultMessage="Late fee ({days, plural, one {# overdue day} other {# overdue days}})" values={{ days: owed.overdue_days }} />} value={money(owed.late_fee)} />
      <FigureRow label={<Text as="span" fontWeight="semibold"><FormattedMessage id="loan.owed.total" defaultMessage="Total to repay" /></Text>} value={<Text as="span" fontWeight="semibold">{money(owed.total)}</Text>} />
    </Stack>
  );
}

/** The figures of one loan in a list or a detail (spec §3 loan fields). */
export function LoanRows({ loan }: { loan: Loan }) {
  const fmt = useFormat();
  const money = (value: string) => fmt.amount(value, loan.asset);
  return (
    <Stack gap="1">
      <FigureRow label={<FormattedMessage id="loan.row.amount" defaultMessage="Principal" />} value={money(loan.amount)} />
      <FigureRow label={<FormattedMessage id="loan.terms.period" defaultMessage="Period" />} value={<Days days={loan.period_days} />} />
      <FigureRow label={<FormattedMessage id="loan.terms.dailyRate" defaultMessage="Daily interest rate" />} value={<Rate rate={loan.daily_rate} />} />
      <FigureRow label={<FormattedMessage id="loan.row.appliedAt" defaultMessage="Application time" />} value={<When at={loan.created_at} />} />
      <FigureRow label={<FormattedMessage id="loan.row.dueAt" defaultMessage="Due date" />} value={loan.due_at !== null ? <When at={loan.due_at} /> : '—'} />
      <FigureRow label={<FormattedMessage id="loan.row.termTotal" defaultMessage="Total repayment (on the due date)" />} value={money(loan.term_total)} />
      <FigureRow label={<FormattedMessage id="loan.row.interest" defaultMessage="Interest" />} value={money(loan.owed?.interest ?? loan.term_interest)} />
      <FigureRow label={<FormattedMessage id="loan.row.lateFee" defaultMessage="Late fee" />} value={loan.owed ? money(loan.owed.late_fee) : '—'} />
      <FigureRow label={<FormattedMessage id="loan.row.overdueDays" defaultMessage="Overdue days" />} value={loan.owed ? fmt.decimal(String(loan.owed.overdue_days)) : '—'} />
      {loan.owed && loan.state !== 'repaid' && <FigureRow label={<FormattedMessage id="loan.owed.total" defaultMessage="Total to repay" />} value={money(loan.owed.total)} />}
      {loan.repaid_at !== null && <FigureRow label={<FormattedMessage id="loan.row.repaidAt" defaultMessage="Repaid at" />} value={<When at={loan.repaid_at} />} />}
    </Stack>
  );
}

type ChartStates = Record<string, { on?: Record<string, unknown> }>;
const chartStates = loanLifecycle.config.states as unknown as ChartStates;
const movesFrom = (state: LoanState) => Object.values(chartStates[state]?.on ?? {}).map(String) as LoanState[];

/** The loan's path on the loan chart: each state it passed with when, then where it may go next. */
export function LoanTimeline({ state, timeline }: { state: LoanState; timeline: { state: string; at: number; reason: string | null }[] }) {
  const intl = useIntl();
  const next = movesFrom(state);
  return (
    <Stack gap="2">
      <List.Root as="ol" gap="2" ps="5" aria-label={intl.formatMessage({ id: 'loan.timeline.title', defaultMessage: 'Timeline' })} data-testid="loan-timeline">
        {timeline.map((step, i) => (
          <List.Item key={`${step.state}-${i}`} fontSize="sm">
            <Text as="span" fontWeight={step.state === state ? 'semibold' : undefined}>
              {step.state in loanStateNames ? <FormattedMessage {...loanStateNames[step.state as LoanState]} /> : step.state}
            </Text>{' '}
            <When at={step.at} />
            {step.reason && <Text fontSize="sm" color="fg.muted"><FormattedMessage id="loan.timeline.reason" defaultMessage="Reason: {reason}" values={{ reason: step.reason }} /></Text>}
          </List.Item>
        ))}
      </List.Root>
      {next.length > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="loan-next">
          <FormattedMessage
            id="loan.timeline.next"
            defaultMessage="Next: {states}"
            values={{ states: intl.formatList(next.map((s) => intl.formatMessage(loanStateNames[s])), { type: 'disjunction' }) }}
          />
        </Text>
      )}
    </Stack>
  );
}

/** One of the user's own uploads, fetched with the session and shown as an image. */
export function OwnUpload({ uploadId, label }: { uploadId: string; label: string }) {
  const { url, failed } = useOwnUpload(uploadId);
  return (
    <Stack gap="1" as="figure">
      <Box minH="16" display="flex" alignItems="center">
        {url ? <Image src={url} alt={label} maxH="48" objectFit="contain" rounded="md" borderWidth="1px" />
          : failed ? <Text fontSize="sm" color="fg.error"><FormattedMessage id="loan.upload.failed" defaultMessage="This image could not be loaded." /></Text>
          : <Spinner size="sm" />}
      </Box>
      <Text as="figcaption" fontSize="sm">{label}</Text>
    </Stack>
  );
}

/** The two ways to repay an owed loan. */
export function RepayLinks({ loan }: { loan: Loan }) {
  if (!isOwed(loan)) return null;
  return (
    <Flex gap="2" wrap="wrap" mt="3">
      <ButtonLink to={`/repayment?id=${encodeURIComponent(loan.id)}`} size="sm"><FormattedMessage id="loan.repay.link" defaultMessage="Repay" /></ButtonLink>
      <ButtonLink to={`/repayment2?id=${encodeURIComponent(loan.id)}`} size="sm" variant="outline"><FormattedMessage id="loan.voucher.link" defaultMessage="Repay by bank transfer" /></ButtonLink>
    </Flex>
  );
}
