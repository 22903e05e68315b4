// The one honest screen for routes whose feature ships later (src/app/pending-routes.ts): it
// names the feature and says it is not open, instead of showing a fake or empty page.
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { pendingFeatureNames } from '../../app/pending-feature-names';
import type { PendingFeature } from '../../app/pending-routes';

export default function NotOpenYetScreen({ feature }: { feature: PendingFeature }) {
  const intl = useIntl();
  const name = intl.formatMessage(pendingFeatureNames[feature]);
  return (
    <Center py="20">
      <Stack gap="4" align="center" textAlign="center" maxW="xl" data-testid="not-open-yet">
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
          <FormattedMessage id="pending.badge" defaultMessage="Coming in a later release" />
        </Text>
        <Heading as="h1" size="2xl">
          <FormattedMessage id="pending.title" defaultMessage="{feature} is not open yet" values={{ feature: name }} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage
            id="pending.body"
            defaultMessage="This part of the exchange is still being built. Nothing on this page takes orders or holds funds, and it will open here once it is ready."
          />
        </Text>
        <Button asChild colorPalette="brand" variant="subtle">
          <RouterLink to="/">
            <FormattedMessage id="common.backHome" defaultMessage="Back to home" />
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
