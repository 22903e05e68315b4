// An uploaded image a reviewer looks at (a verification's document, a loan's documents, a voucher),
// under its label: fetched with the operator's session, never public, and says so when it fails.
import { Image, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useReviewerImage } from './use-ops-kyc-flows';

export function ReviewerImage({ uploadId, label }: { uploadId: string; label: string }) {
  const { url, failed } = useReviewerImage(uploadId);
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{label}</Text>
      {url ? <Image src={url} alt={label} maxH="72" objectFit="contain" rounded="md" borderWidth="1px" />
        : <Text color="fg.muted">{failed ? <FormattedMessage id="common.loadFailed.title" defaultMessage="Not loaded" /> : '…'}</Text>}
    </Stack>
  );
}
