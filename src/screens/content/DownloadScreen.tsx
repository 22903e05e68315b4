// /downLoad: there is no store app. The web app runs in a phone's browser; this page says so and
// offers a QR code of this site's address to open it there.
import { Box, Code, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentPage } from '../../components/content/ContentPage';
import { QrCode } from '../../components/ui/QrCode';

export default function DownloadScreen() {
  const intl = useIntl();
  const address = window.location.origin;
  return (
    <ContentPage title={<FormattedMessage id="content.download.title" defaultMessage="Use the exchange on your phone" />}>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'start' }} gap="10">
        <Stack gap="5" flex="1" minW="0">
          <Text>
            <FormattedMessage
              id="content.download.noStoreApp"
              defaultMessage="There is no app to download from an app store. The exchange is a web app: it opens in the browser of any recent phone, with the same account and the same features as on a computer."
            />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage
              id="content.download.phoneLayout"
              defaultMessage="Its pages fit a phone's screen as well as a computer's: panels stack and the menu opens from the button at the top."
            />
          </Text>
          <Heading as="h2" size="md">
            <FormattedMessage id="content.download.homeScreen.title" defaultMessage="Put it on your home screen" />
          </Heading>
          <List.Root as="ol" gap="2" ps="5">
            <List.Item>
              <FormattedMessage id="content.download.homeScreen.open" defaultMessage="Open this address in your phone's browser." />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="content.download.homeScreen.add"
                defaultMessage="Choose “Add to Home Screen” in the browser's menu (on iPhone: the Share button, then “Add to Home Screen”)."
              />
            </List.Item>
            <List.Item>
              <FormattedMessage id="content.download.homeScreen.use" defaultMessage="Open it from the new icon like any app." />
            </List.Item>
          </List.Root>
        </Stack>
        <Stack align="center" gap="3" flexShrink={0}>
          <QrCode value={address} size={168} label={intl.formatMessage({ id: 'content.download.qrLabel', defaultMessage: 'QR code of this site’s address' })} />
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="content.download.scan" defaultMessage="Scan with your phone’s camera" />
          </Text>
          <Box dir="ltr" maxW="full">
            <Code wordBreak="break-all">{address}</Code>
          </Box>
        </Stack>
      </Stack>
    </ContentPage>
  );
}
