// /profit_index, AI Earn: every custody product with all its terms (cycle, fixed daily rate, least
// and most per order, quota and the room left, early-redemption penalty, the daily cut-off), the
// plain statement of where the interest comes from and what leaving early costs, and the user's
// totals. A view of the products flow.
import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  earnProductsEvents, selectOverview, selectProductsRefusal, selectProductsStage, type EarnOverview, type EarnProductsActor,
} from '../../machines/earn-products.flow';
import { quotaRoom, type EarnProduct } from '../../machines/earn-terms';
import { FigureRow, panel } from '../contract/contract-parts';
import { EarnRules, Rate } from './earn-parts';
import { useEarnProductsFlow } from './use-earn';

function Totals({ total }: { total: EarnOverview['total'] }) {
  const fmt = useFormat();
  return (
    <Box {...panel} as="section" aria-labelledby="earn-totals-title" data-testid="earn-totals">
      <Flex gap="2" wrap="wrap" justify="space-between" align="baseline" mb="2">
        <Heading as="h2" size="sm" id="earn-totals-title"><FormattedMessage id="earn.totals.title" defaultMessage="Your custody" /></Heading>
        <Link asChild fontSize="sm"><RouterLink to="/profit_wdtg"><FormattedMessage id="earn.totals.orders" defaultMessage="My custody orders" /></RouterLink></Link>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="6" rowGap="1">
        <FigureRow label={<FormattedMessage id="earn.totals.held" defaultMessage="Held now" />} value={fmt.amount(total.held, total.asset)} />
        <FigureRow label={<FormattedMessage id="earn.totals.ordersHeld" defaultMessage="Orders held" />} value={fmt.decimal(String(total.orders_held))} />
        <FigureRow label={<FormattedMessage id="earn.totals.heldProfit" defaultMessage="Interest so far on held orders" />} value={fmt.amount(total.held_profit, total.asset)} />
        <FigureRow label={<FormattedMessage id="earn.totals.totalProfit" defaultMessage="Interest ever earned" />} value={fmt.amount(total.total_profit, total.asset)} />
      </SimpleGrid>
    </Box>
  );
}

function ProductCard({ product, asset, cutoffUtc, open }: { product: EarnProduct; asset: string; cutoffUtc: string; open: boolean }) {
  const fmt = useFormat();
  const room = quotaRoom(product);
  const buyable = open && product.enabled;
  return (
    <Box {...panel} as="article" data-testid="earn-product" data-product-id={product.id} aria-labelledby={`earn-product-${product.id}`}>
      <Flex gap="2" wrap="wrap" justify="space-between" align="baseline" mb="2">
        <Heading as="h3" size="md" id={`earn-product-${product.id}`}>
          <FormattedMessage id="earn.product.name" defaultMessage="{days, plural, one {# day} other {# days}} custody" values={{ days: product.cycle_days }} />
        </Heading>
        <Text fontSize="sm">
          <FormattedMessage id="earn.product.rateHeadline" defaultMessage="{rate} a day, fixed" values={{ rate: <Rate rate={product.daily_rate} /> }} />
        </Text>
      </Flex>
      <Stack gap="1">
        <FigureRow label={<FormattedMessage id="earn.product.cycle" defaultMessage="Cycle" />} value={<FormattedMessage id="earn.product.days" defaultMessage="{days, plural, one {# day} other {# days}}" values={{ days: product.cycle_days }} />} />
        <FigureRow label={<FormattedMessage id="earn.product.dailyRate" defaultMessage="Fixed daily rate" />} value={<Rate rate={product.daily_rate} />} />
        <FigureRow label={<FormattedMessage id="earn.product.range" defaultMessage="Per order" />} value={`${fmt.decimal(product.min_amount)} – ${fmt.amount(product.max_amount, asset)}`} />
        <FigureRow label={<FormattedMessage id="earn.product.quota" defaultMessage="Quota (room left)" />} value={`${fmt.amount(product.quota, asset)} (${fmt.decimal(room)})`} />
        <FigureRow label={<FormattedMessage id="earn.product.penalty" defaultMessage="Early redemption penalty (of the amount)" />} value={<Rate rate={product.penalty_rate} />} />
        <FigureRow label={<FormattedMessage id="earn.product.cutoff" defaultMessage="Daily cut-off" />} value={`${cutoffUtc} UTC`} />
      </Stack>
      {!product.enabled && (
        <Text fontSize="sm" mt="2" color="fg.muted"><FormattedMessage id="earn.product.closed" defaultMessage="This product takes no new orders; orders held run on." /></Text>
      )}
      <Box mt="3">
        {buyable
          ? <ButtonLink to={`/profit_buy?id=${encodeURIComponent(product.id)}`} size="sm" w="full"><FormattedMessage id="earn.product.buy" defaultMessage="Buy" /></ButtonLink>
          : <Text fontSize="sm" fontWeight="medium"><FormattedMessage id="earn.product.unavailable" defaultMessage="Not open for new orders" /></Text>}
      </Box>
    </Box>
  );
}

function Overview({ overview }: { overview: EarnOverview }) {
  const { catalogue, total } = overview;
  return (
    <Stack gap="4">
      <Box {...panel} as="section" aria-labelledby="earn-rules-title">
        <Heading as="h2" size="sm" mb="2" id="earn-rules-title"><FormattedMessage id="earn.rules.title" defaultMessage="How AI Earn works" /></Heading>
        <EarnRules cutoffUtc={catalogue.cutoff_utc} review={catalogue.redeem_review} />
      </Box>
      {!catalogue.enabled && (
        <Notice status="warning" role="note" data-testid="earn-off">
          <FormattedMessage id="earn.off" defaultMessage="AI Earn takes no new orders on this platform now. Orders held run to their end." />
        </Notice>
      )}
      <Totals total={total} />
      <Heading as="h2" size="md"><FormattedMessage id="earn.products.title" defaultMessage="Products" /></Heading>
      {catalogue.products.length === 0
        ? <Text color="fg.muted"><FormattedMessage id="earn.products.empty" defaultMessage="No products are offered now." /></Text>
        : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {catalogue.products.map((p) => <ProductCard key={p.id} product={p} asset={catalogue.asset} cutoffUtc={catalogue.cutoff_utc} open={catalogue.enabled} />)}
          </SimpleGrid>
        )}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="earn.products.asset" defaultMessage="Amounts are in {asset}, taken from and returned to your spot account." values={{ asset: <Figure>{catalogue.asset}</Figure> }} />
      </Text>
    </Stack>
  );
}

/** The screen over a running products flow. */
export function EarnProductsView({ flow }: { flow: EarnProductsActor }) {
  const stage = useSelector(flow, selectProductsStage);
  const overview = useSelector(flow, selectOverview);
  const refusal = useSelector(flow, selectProductsRefusal);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg"><FormattedMessage id="earn.title" defaultMessage="AI Earn: fixed-rate custody" /></Heading>
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={earnProductsEvents(flow).retry} />}
      {stage === 'loading' && <PageLoading />}
      {stage === 'ready' && overview && <Overview overview={overview} />}
    </Stack>
  );
}

export function EarnProductsScreen() {
  return <EarnProductsView flow={useEarnProductsFlow()} />;
}
