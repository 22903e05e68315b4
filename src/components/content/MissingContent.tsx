// A content link whose id is missing or unknown: said plainly, with a way back.
import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function MissingContent({ backTo = '/' }: { backTo?: string }) {
  return (
    <Stack gap="4" align="start" data-testid="missing-content">
      <Text color="fg.muted">
        <FormattedMessage id="content.missing" defaultMessage="This item does not exist or is no longer published." />
      </Text>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={backTo}>
          <FormattedMessage id="common.goBack" defaultMessage="Go back" />
        </RouterLink>
      </Button>
    </Stack>
  );
}
