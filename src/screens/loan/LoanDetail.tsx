// One loan on /currencyRecord?id=: its figures, its path on the loan chart with the times, the
// documents it was applied with (opened through the user's own uploads), the repayment vouchers
// and the ways to repay while it is owed. Read through the shared resource flow.
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RouterTextLink } from '../../components/forms/RouterTextLink';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { useFormat } from '../../i18n/use-format';
import { refusalOf } from '../../machines/form-validation';
import { resourceEvents, selectResourceData, selectResourceError, selectResourceStatus } from '../../machines/resource.flow';
import type { LoanDetail as Detail } from '../../services/loan';
import { panel, When } from '../contract/contract-parts';
import { loanDocumentNames, voucherStateNames } from './loan-labels';
import { LoanRows, LoanStateBadge, LoanTimeline, OwnUpload, RepayLinks } from './loan-parts';
import { useLoanDetail } from './use-loan';

function Vouchers({ detail }: { detail: Detail }) {
  const intl = useIntl();
  const fmt = useFormat();
  if (detail.vouchers.length === 0) return <Text fontSize="sm" color="fg.muted"><FormattedMessage id="loan.vouchers.none" defaultMessage="No repayment vouchers." /></Text>;
  return (
    <Stack gap="3">
      {detail.vouchers.map((v) => (
        <Flex key={v.id} gap="3" wrap="wrap" data-testid="loan-voucher">
          <OwnUpload uploadId={v.image} label={intl.formatMessage({ id: 'loan.vouchers.image', defaultMessage: 'Voucher' })} />
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="semibold"><FormattedMessage {...voucherStateNames[v.state]} /></Text>
            <Text><FormattedMessage id="loan.vouchers.amount" defaultMessage="Amount: {amount}" values={{ amount: fmt.amount(v.amount, detail.loan.asset) }} /></Text>
            <Text><When at={v.created_at} /></Text>
            {v.reason && <Text color="fg.muted"><FormattedMessage id="loan.timeline.reason" defaultMessage="Reason: {reason}" values={{ reason: v.reason }} /></Text>}
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

export function LoanDetail({ id }: { id: string }) {
  const intl = useIntl();
  const flow = useLoanDetail(id);
  const status = useSelector(flow, selectResourceStatus);
  const detail = useSelector(flow, selectResourceData) as Detail | undefined;
  const error = useSelector(flow, selectResourceError);
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h1" size="lg"><FormattedMessage id="loan.record.number" defaultMessage="Order {id}" values={{ id }} /></Heading>
        <RouterTextLink to="/currencyRecord"><FormattedMessage id="loan.detail.back" defaultMessage="All my loans" /></RouterTextLink>
      </Flex>
      {status === 'failed' && <UnavailableAlert refusal={refusalOf(error)} onRetry={resourceEvents(flow).retry} />}
      {status === 'loading' && <PageLoading />}
      {status === 'ready' && detail && (
        <>
          <Box {...panel} as="section" data-testid="loan-detail">
            <Flex mb="2"><LoanStateBadge state={detail.loan.state} /></Flex>
            <LoanRows loan={detail.loan} />
            {detail.loan.reason && <Text fontSize="sm" mt="2"><FormattedMessage id="loan.record.rejectReason" defaultMessage="Rejected: {reason}" values={{ reason: detail.loan.reason }} /></Text>}
            <RepayLinks loan={detail.loan} />
          </Box>
          <Box {...panel} as="section" aria-labelledby="loan-timeline-title">
            <Heading as="h2" size="sm" mb="2" id="loan-timeline-title"><FormattedMessage id="loan.timeline.title" defaultMessage="Timeline" /></Heading>
            <LoanTimeline state={detail.loan.state} timeline={detail.timeline} />
          </Box>
          <Box {...panel} as="section" aria-labelledby="loan-docs-title">
            <Heading as="h2" size="sm" mb="2" id="loan-docs-title"><FormattedMessage id="loan.documents.title" defaultMessage="Documents" /></Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
              {detail.documents.map((d) => <OwnUpload key={d.upload_id} uploadId={d.upload_id} label={intl.formatMessage(loanDocumentNames[d.document])} />)}
            </SimpleGrid>
          </Box>
          <Box {...panel} as="section" aria-labelledby="loan-vouchers-title">
            <Heading as="h2" size="sm" mb="2" id="loan-vouchers-title"><FormattedMessage id="loan.vouchers.title" defaultMessage="Repayment vouchers" /></Heading>
            <Vouchers detail={detail} />
          </Box>
        </>
      )}
    </Stack>
  );
}
