// The one honest screen for routes whose feature ships later (src/app/pending-routes.ts): it
// names the feature and says it is not open, instead of showing a fake or empty page.
import { Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pendingFeatureNames } from '../../app/pending-feature-names';
import type { PendingFeature } from '../../app/pending-routes';
import { BackHomeLink, MessagePage } from '../../components/feedback/MessagePage';

export default function NotOpenYetScreen({ feature }: { feature: PendingFeature }) {
  const intl = useIntl();
  const name = intl.formatMessage(pendingFeatureNames[feature]);
  return (
    <MessagePage
      testId="not-open-yet"
      maxW="xl"
      above={
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
          <FormattedMessage id="pending.badge" defaultMessage="Coming in a later release" />
        </Text>
      }
      title={<FormattedMessage id="pending.title" defaultMessage="{feature} is not open yet" values={{ feature: name }} />}
      body={
        <FormattedMessage
          id="pending.body"
          defaultMessage="This part of the exchange is still being built. Nothing on this page takes orders or holds funds, and it will open here once it is ready."
        />
      }
    >
      <BackHomeLink />
    </MessagePage>
  );
}
