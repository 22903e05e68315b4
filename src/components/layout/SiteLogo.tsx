// The site's logo from the server (web/getLogo), linking home; the shipped logo until it loads.
import { Image, Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useContent } from '../../app/use-content';
import { useSessionSelector } from '../../app/platform-context';

const shippedLogo = '/logo.svg';

export function SiteLogo() {
  const intl = useIntl();
  const logo = useContent('logo', null);
  const settingsName = useSessionSelector((s) => s.context.settings?.site_name);
  const name = logo.data?.site_name ?? settingsName ?? intl.formatMessage({ id: 'common.siteName', defaultMessage: 'Meridian Exchange' });
  return (
    <Link asChild flexShrink={0}>
      <RouterLink to="/">
        <Image src={logo.data?.logo_url || shippedLogo} alt={name} height="8" width="auto" />
      </RouterLink>
    </Link>
  );
}
