// /credit, the credit score: the score and its range, each factor with its value, its points and
// the rule that gives them, the base, the limit table with the user's row marked, the limit with
// what loans use of it, and the plain statement that only these factors make the score and no
// person can set it. A view of the credit flow.
import type { ReactNode } from 'react';
import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { DataTable } from '../../components/ui/DataTable';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  creditEvents, limitRowIndex, selectCreditRefusal, selectCreditReport, selectCreditStage, type CreditActor, type CreditReport,
} from '../../machines/credit.flow';
import { creditFactorNames, creditRuleText, creditValueText, signedPoints } from './credit-labels';
import { useCreditFlow } from './use-credit';

const panel = { bg: 'bg.panel', borderWidth: '1px', rounded: 'lg', p: '4' } as const;

function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Flex justify="space-between" gap="3" wrap="wrap">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" ms="auto"><Figure>{value}</Figure></Text>
    </Flex>
  );
}

function Score({ report }: { report: CreditReport }) {
  const intl = useIntl();
  return (
    <Box {...panel} as="section" aria-labelledby="credit-score-title" data-testid="credit-score">
      <Heading as="h2" size="sm" id="credit-score-title"><FormattedMessage id="credit.score.title" defaultMessage="Your score" /></Heading>
      <Text fontSize="4xl" fontWeight="bold" lineHeight="1.2"><Figure>{intl.formatNumber(report.score)}</Figure></Text>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="credit.score.range" defaultMessage="Scores run from {min} to {max}. Every score starts at {base}; each factor below adds or takes its points."
          values={{ min: <Figure>{intl.formatNumber(report.min)}</Figure>, max: <Figure>{intl.formatNumber(report.max)}</Figure>, base: <Figure>{intl.formatNumber(report.base)}</Figure> }}
        />
      </Text>
    </Box>
  );
}

function Factors({ report }: { report: CreditReport }) {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="credit-factors-title">
      <Heading as="h2" size="md" mb="2" id="credit-factors-title"><FormattedMessage id="credit.factors.title" defaultMessage="What makes your score" /></Heading>
      <Stack gap="2" as="ul" listStyleType="none" ms="0">
        <Box as="li" {...panel} py="3" data-testid="credit-base">
          <Row label={<FormattedMessage id="credit.factors.base" defaultMessage="Base (every account)" />} value={intl.formatNumber(report.base)} />
        </Box>
        {report.factors.map((f) => (
          <Box as="li" key={f.factor} {...panel} py="3" data-testid="credit-factor" data-factor={f.factor}>
            <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
              <Text fontWeight="medium">{intl.formatMessage(creditFactorNames[f.factor])}</Text>
              <Text fontWeight="bold" ms="auto">
                <FormattedMessage id="credit.factors.points" defaultMessage="{points} points" values={{ points: <Figure>{signedPoints(intl, f.points)}</Figure> }} />
              </Text>
            </Flex>
            <Text fontSize="sm">
              <FormattedMessage id="credit.factors.value" defaultMessage="Yours: {value}" values={{ value: creditValueText(intl, f.factor, f.value) }} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="credit.factors.rule" defaultMessage="Rule: {rule}" values={{ rule: creditRuleText(intl, f.factor) }} />
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function Limit({ report }: { report: CreditReport }) {
  const intl = useIntl();
  const fmt = useFormat();
  const mine = limitRowIndex(report);
  const title = intl.formatMessage({ id: 'credit.table.title', defaultMessage: 'Loan limit by score' });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      <Box {...panel} as="section" aria-labelledby="credit-limit-title" data-testid="credit-limit">
        <Heading as="h2" size="sm" mb="2" id="credit-limit-title"><FormattedMessage id="credit.limit.title" defaultMessage="Your loan limit" /></Heading>
        <Stack gap="1">
          <Row label={<FormattedMessage id="credit.limit.limit" defaultMessage="Limit" />} value={fmt.amount(report.limit, report.asset)} />
          <Row label={<FormattedMessage id="credit.limit.used" defaultMessage="Used (loans under review or owed)" />} value={fmt.amount(report.used, report.asset)} />
          <Row label={<FormattedMessage id="credit.limit.available" defaultMessage="Available" />} value={fmt.amount(report.available, report.asset)} />
        </Stack>
        <Box mt="3"><ButtonLink to="/currency" size="sm" w="full"><FormattedMessage id="credit.limit.apply" defaultMessage="Apply for a loan" /></ButtonLink></Box>
      </Box>
      <Box {...panel} as="section" aria-labelledby="credit-table-title">
        <Heading as="h2" size="sm" mb="2" id="credit-table-title">{title}</Heading>
        <DataTable label={title} columns={[
          { header: <FormattedMessage id="credit.table.score" defaultMessage="Score" /> },
          { header: <FormattedMessage id="credit.table.limit" defaultMessage="Limit" />, end: true },
        ]}>
          {report.table.map((row, i) => (
            <Table.Row key={row.min_score} aria-current={i === mine ? 'true' : undefined} bg={i === mine ? 'bg.emphasized' : undefined} fontWeight={i === mine ? 'bold' : undefined}>
              <Table.Cell>
                {/* The mark goes under the threshold, so the table fits a phone's width. */}
                <Stack gap="1" align="start">
                  <Text><FormattedMessage id="credit.table.from" defaultMessage="{score} and above" values={{ score: <Figure>{intl.formatNumber(row.min_score)}</Figure> }} /></Text>
                  {i === mine && <Badge colorPalette="blue"><FormattedMessage id="credit.table.yours" defaultMessage="Your score" /></Badge>}
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end"><Figure>{fmt.amount(row.limit, report.asset)}</Figure></Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </Box>
    </SimpleGrid>
  );
}

/** The screen over a running credit flow. */
export function CreditView({ flow }: { flow: CreditActor }) {
  const stage = useSelector(flow, selectCreditStage);
  const report = useSelector(flow, selectCreditReport);
  const refusal = useSelector(flow, selectCreditRefusal);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg"><FormattedMessage id="credit.title" defaultMessage="Credit score" /></Heading>
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={creditEvents(flow).retry} />}
      {stage === 'loading' && <PageLoading />}
      {stage === 'ready' && report && (
        <Stack gap="4">
          <Notice status="info" role="note" data-testid="credit-statement">
            <FormattedMessage
              id="credit.statement"
              defaultMessage="Your score is computed by the platform from the factors below and from nothing else. No person, including our staff, can set or change it. The score sets how much you may borrow at once."
            />
          </Notice>
          <Score report={report} />
          <Factors report={report} />
          <Limit report={report} />
        </Stack>
      )}
    </Stack>
  );
}

export function CreditScreen() {
  return <CreditView flow={useCreditFlow()} />;
}
