// Pieces of the AI Earn screens: a rate as a percentage, an order's state in words, the plain
// statement of where the interest comes from, and the figures of an amount before buying.
import { Badge, List } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { CustodyOrderState } from '../../../api/lifecycles/custody-order.lifecycle';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import type { BuyPreview } from '../../machines/earn-terms';
import { FigureRow, When } from '../contract/contract-parts';
import { custodyStateNames } from './earn-labels';

/** A rate ("0.0005") as a percentage in the language's pattern ("0.05%"). */
export function Rate({ rate }: { rate: string }) {
  const fmt = useFormat();
  return <Figure>{fmt.percent(rate)}</Figure>;
}

const stateColours: Record<CustodyOrderState, string | undefined> = {
  custody: 'blue', redeeming: 'orange', rejected: 'red', redeemed: undefined, completed: 'green',
};

export function StateBadge({ state }: { state: CustodyOrderState }) {
  return <Badge colorPalette={stateColours[state]}><FormattedMessage {...custodyStateNames[state]} /></Badge>;
}

/** Where the interest comes from and what leaving early costs: said before anyone buys. */
export function EarnRules({ cutoffUtc, review }: { cutoffUtc: string; review: boolean }) {
  return (
    <List.Root ps="5" gap="1" fontSize="sm" data-testid="earn-rules">
      <List.Item><FormattedMessage id="earn.rules.source" defaultMessage="The daily rate is fixed when you buy and paid by the platform from its own account. No AI, trading or investment produces it; “AI Earn” is only the product's name." /></List.Item>
      <List.Item><FormattedMessage id="earn.rules.accrual" defaultMessage="Interest is added every day at {time} UTC on the amount you put in (no compounding). At the end of the cycle your amount and all its interest return to your spot account." values={{ time: <Figure>{cutoffUtc}</Figure> }} /></List.Item>
      <List.Item><FormattedMessage id="earn.rules.early" defaultMessage="You may redeem early: you get your amount and the interest so far back, less a penalty of the product's penalty rate times your amount. The exact figures are shown before you confirm." /></List.Item>
      {review && <List.Item><FormattedMessage id="earn.rules.review" defaultMessage="An early redemption is checked by our staff before the money returns; interest keeps accruing meanwhile, and a rejection says why." /></List.Item>}
    </List.Root>
  );
}

/** What an amount earns and what leaving early would keep, with the maturity date. */
export function PreviewRows({ preview, asset, maturesAt }: { preview: BuyPreview | null; asset: string; maturesAt: number }) {
  const fmt = useFormat();
  const money = (value: string | undefined) => (value === undefined ? '—' : fmt.amount(value, asset));
  return (
    <>
      <FigureRow label={<FormattedMessage id="earn.preview.daily" defaultMessage="Interest a day" />} value={money(preview?.daily)} />
      <FigureRow label={<FormattedMessage id="earn.preview.cycle" defaultMessage="Interest over the whole cycle" />} value={money(preview?.cycle)} />
      <FigureRow label={<FormattedMessage id="earn.preview.maturity" defaultMessage="Returns to your spot account" />} value={<When at={maturesAt} />} />
      <FigureRow label={<FormattedMessage id="earn.preview.penalty" defaultMessage="Penalty if redeemed early" />} value={money(preview?.penalty)} />
    </>
  );
}
