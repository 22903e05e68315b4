// /ops/redemptions/:id: one early redemption of a custody order under review: the order's terms,
// what it returns and the penalty kept, its timeline and earlier decisions, and the decisions its
// lifecycle allows now (approve; reject with a reason). A view of the redemption review chart.
import { useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, formatPercent } from '../../i18n/format';
import { selectOfferedRedemptionDecisions, type OpsRedemptionDetail } from '../../machines/ops-redemption-review.flow';
import { custodyStateNames } from '../earn/earn-labels';
import { labelOf } from './ops-labels';
import { When } from './ops-review-parts';
import { Fact, ItemFacts, ReviewPage } from './ReviewPage';
import { useRedemptionReviewFlow } from './use-ops-earn-flows';

function ItemCard({ detail }: { detail: OpsRedemptionDetail }) {
  const intl = useIntl();
  const r = detail.redemption;
  const o = r.order;
  const money = (value: string) => formatAmount(intl, value, o.asset);
  return (
    <ItemFacts>
      <Fact label={intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' })}>{`${r.user_email ?? ''} (${r.user_id})`}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.state', defaultMessage: 'State' })}>{labelOf(custodyStateNames, o.state, intl.formatMessage)}</Fact>
      <Fact label={intl.formatMessage({ id: 'earn.ops.order', defaultMessage: 'Order' })}>{o.id}</Fact>
      <Fact label={intl.formatMessage({ id: 'earn.ops.principal', defaultMessage: 'Principal' })}>{money(o.amount)}</Fact>
      <Fact label={intl.formatMessage({ id: 'earn.buy.terms', defaultMessage: 'Terms' })}>
        {intl.formatMessage(
          { id: 'earn.ops.termsValue', defaultMessage: '{days, plural, one {# day} other {# days}} at {rate} a day; penalty {penalty} of the principal' },
          { days: o.cycle_days, rate: formatPercent(intl, o.daily_rate), penalty: formatPercent(intl, o.penalty_rate) },
        )}
      </Fact>
      <Fact label={intl.formatMessage({ id: 'earn.ops.interest', defaultMessage: 'Interest so far' })}>{money(o.profit)}</Fact>
      {o.redeem_quote && <Fact label={intl.formatMessage({ id: 'earn.order.penaltyKept', defaultMessage: 'Penalty kept' })}>{money(o.redeem_quote.penalty)}</Fact>}
      {o.redeem_quote && <Fact label={intl.formatMessage({ id: 'earn.ops.returns', defaultMessage: 'Returns' })}>{money(o.redeem_quote.returns)}</Fact>}
      <Fact label={intl.formatMessage({ id: 'earn.order.maturesAt', defaultMessage: 'Matures at' })}><When at={o.matures_at} /></Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.submitted', defaultMessage: 'Submitted' })}><When at={r.requested_at} /></Fact>
    </ItemFacts>
  );
}

export default function RedemptionReviewScreen() {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: string }) {
  return (
    <ReviewPage
      flow={useRedemptionReviewFlow(id)} selectOffered={selectOfferedRedemptionDecisions}
      title={<FormattedMessage id="earn.ops.reviewTitle" defaultMessage="Review early redemption" />} queuePath="/ops/redemptions"
      reasonHelp={<FormattedMessage id="earn.ops.reasonHelp" defaultMessage="Required to reject (the user reads it; the order stays in custody). Optional to approve." />}
      stateNames={custodyStateNames}
      facts={(detail) => <ItemCard detail={detail} />}
    />
  );
}
