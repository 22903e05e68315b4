// The site's logo from the server (web/getLogo), linking home; the shipped logo until it loads. The
// image carries the shipped logo's size (200 x 40), so its box is set before it arrives.
import { Image, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useContent } from '../../app/use-content';
import { useSessionSelector } from '../../app/platform-context';
import { selectSiteName } from '../../machines/session.selectors';

const shippedLogo = '/logo.svg';
const logoSize = { width: 200, height: 40 };

export function SiteLogo() {
  const intl = useIntl();
  const logo = useContent('logo', null);
  const settingsName = useSessionSelector(selectSiteName);
  const name = logo.data?.site_name ?? settingsName ?? intl.formatMessage({ id: 'common.siteName', defaultMessage: 'Meridian Exchange' });
  return (
    <Link asChild flexShrink={0}>
      <RouterLink to="/">
        <Image src={logo.data?.logo_url || shippedLogo} alt={name} htmlWidth={logoSize.width} htmlHeight={logoSize.height} height="8" width="auto" />
      </RouterLink>
    </Link>
  );
}
