// A content link whose id is missing or unknown: said plainly, with a way back.
import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../ui/ButtonLink';

export function MissingContent({ backTo = '/' }: { backTo?: string }) {
  return (
    <Stack gap="4" align="start" data-testid="missing-content">
      <Text color="fg.muted">
        <FormattedMessage id="content.missing" defaultMessage="This item does not exist or is no longer published." />
      </Text>
      <ButtonLink to={backTo} size="sm" variant="outline">
        <FormattedMessage id="common.goBack" defaultMessage="Go back" />
      </ButtonLink>
    </Stack>
  );
}
