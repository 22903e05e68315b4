// /kjmbSelect: the coins that can be bought at once, each with the lowest ask resting on its book
// now; picking one opens /kjmb for it. A view of the resource flow the coin list loads through.
import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { refusalOf } from '../../machines/form-validation';
import { resourceEvents, selectResourceData, selectResourceError, selectResourceStatus } from '../../machines/resource.flow';
import type { QuickCoin } from '../../services/quick-buy';
import { useQuickCoins } from './use-quick-buy';

export function QuickBuySelectScreen() {
  const flow = useQuickCoins();
  const status = useSelector(flow, selectResourceStatus);
  const coins = useSelector(flow, selectResourceData) as QuickCoin[] | undefined;
  const error = useSelector(flow, selectResourceError);
  const fmt = useFormat();
  return (
    <Box>
      <Heading as="h1" size="md" mb="1"><FormattedMessage id="quickBuy.select.title" defaultMessage="Buy crypto" /></Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        <FormattedMessage id="quickBuy.select.intro" defaultMessage="Pick a coin. You get a quote from the live order book and buy with USDT from your spot account." />
      </Text>
      {status === 'loading' && <PageLoading />}
      {status === 'failed' && <UnavailableAlert refusal={refusalOf(error)} onRetry={resourceEvents(flow).retry} />}
      {status === 'ready' && coins && (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="quick-coins">
          {coins.map((c) => (
            <Box as="li" key={c.symbol}>
              <Link asChild display="block" borderWidth="1px" rounded="md" p="3" _hover={{ bg: 'bg.muted' }}>
                <RouterLink to={`/kjmb?symbol=${c.symbol}`} data-testid={`quick-coin-${c.symbol}`}>
                  <Flex justify="space-between" gap="3" wrap="wrap" w="full">
                    <Text fontWeight="semibold">{c.base}<Text as="span" color="fg.muted" fontWeight="normal">/{c.quote}</Text></Text>
                    <Text fontSize="sm">
                      {c.bestAsk === null
                        ? <FormattedMessage id="quickBuy.select.noAsk" defaultMessage="No sellers on the book now" />
                        : <FormattedMessage id="quickBuy.select.bestAsk" defaultMessage="Best ask {price}" values={{ price: <Figure>{fmt.amount(c.bestAsk, c.quote)}</Figure> }} />}
                    </Text>
                  </Flex>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
