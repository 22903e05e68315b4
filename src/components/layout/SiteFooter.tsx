// The footer of spec §2: About us (company profile, help centre), User support (user agreement,
// privacy policy) and Contact us (the support address from the settings), with a risk line.
import type { ReactNode } from 'react';
import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useSessionSelector } from '../../app/platform-context';
import { selectSiteName, selectSupportEmail } from '../../machines/session.selectors';

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="fg.muted" _hover={{ color: 'fg' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function FooterColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

/** The columns of links to the site's own pages; Contact us follows them. */
const linkColumns = [
  {
    key: 'about',
    title: <FormattedMessage id="footer.aboutUs" defaultMessage="About us" />,
    links: [
      { to: '/about', label: <FormattedMessage id="footer.companyProfile" defaultMessage="Company profile" /> },
      { to: '/help', label: <FormattedMessage id="footer.helpCentre" defaultMessage="Help centre" /> },
    ],
  },
  {
    key: 'support',
    title: <FormattedMessage id="footer.userSupport" defaultMessage="User support" />,
    links: [
      { to: '/agrt', label: <FormattedMessage id="footer.userAgreement" defaultMessage="User agreement" /> },
      { to: '/agreement', label: <FormattedMessage id="footer.privacyPolicy" defaultMessage="Privacy policy" /> },
    ],
  },
];

/** The support address from the settings, once they have arrived. */
function SupportContact() {
  const supportEmail = useSessionSelector(selectSupportEmail);
  return supportEmail ? (
    <Link href={`mailto:${supportEmail}`} color="fg.muted" _hover={{ color: 'fg' }} dir="ltr">
      {supportEmail}
    </Link>
  ) : (
    <Text color="fg.subtle">
      <FormattedMessage id="footer.contactUnavailable" defaultMessage="The support address is not available right now." />
    </Text>
  );
}

function Copyright() {
  const siteName = useSessionSelector(selectSiteName);
  return (
    <Text>
      <FormattedMessage
        id="footer.copyright"
        defaultMessage="© {year} {site}"
        values={{ year: new Date().getFullYear(), site: siteName ?? 'Meridian Exchange' }}
      />
    </Text>
  );
}

// What follows the settings reads them itself: when they arrive, right after the page comes
// alive, only those lines render again, not the whole footer.
export function SiteFooter() {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" mt="16">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="8" maxW="1280px" mx="auto" px={{ base: '4', md: '6' }} py="10">
        {linkColumns.map((column) => (
          <FooterColumn key={column.key} title={column.title}>
            {column.links.map((link) => (
              <FooterLink key={link.to} to={link.to}>
                {link.label}
              </FooterLink>
            ))}
          </FooterColumn>
        ))}
        <FooterColumn title={<FormattedMessage id="footer.contactUs" defaultMessage="Contact us" />}>
          <SupportContact />
        </FooterColumn>
      </Grid>
      <Box borderTopWidth="1px" borderColor="border.muted">
        <Stack maxW="1280px" mx="auto" px={{ base: '4', md: '6' }} py="5" gap="1" fontSize="sm" color="fg.subtle">
          <Text>
            <FormattedMessage
              id="footer.riskWarning"
              defaultMessage="Trading digital assets carries risk: prices can move fast and you can lose the money you put in. Every fee, limit and rule is shown before you act."
            />
          </Text>
          <Copyright />
        </Stack>
      </Box>
    </Box>
  );
}
