// /ops/kyc: junior, senior and address verifications waiting for a decision, oldest first. Each
// opens its review. A view of the ops queue chart.
import { Badge } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OpsKycItem } from '../../machines/ops-kyc-review.flow';
import { kycLevelNames } from '../kyc/kyc-labels';
import { QueuePage } from './QueuePage';
import { useKycQueueFlow } from './use-ops-kyc-flows';

export default function KycQueueScreen() {
  const intl = useIntl();
  return (
    <QueuePage<OpsKycItem>
      flow={useKycQueueFlow()}
      title={intl.formatMessage({ id: 'kyc.ops.queueTitle', defaultMessage: 'Verifications to review' })}
      submittedAt={(item) => item.submitted_at}
      user={(item) => item.user_email ?? item.user_phone ?? item.user_id}
      columns={[
        { header: <FormattedMessage id="kyc.ops.level" defaultMessage="Level" />, cell: (item) => <Badge>{intl.formatMessage(kycLevelNames[item.level])}</Badge> },
        { header: <FormattedMessage id="kyc.ops.attempt" defaultMessage="Attempt" />, cell: (item) => item.attempt },
      ]}
      reviewPath={(item) => `/ops/kyc/${encodeURIComponent(item.id)}`}
    />
  );
}
