// The top of the home page: what this exchange is, facts computed by the server (listed assets,
// languages), and the next step for a visitor or a member.
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { languages } from '../../../api/languages';
import { useSessionSelector } from '../../app/platform-context';
import { selectIsMember, selectSettings } from '../../machines/session.selectors';
import { ButtonLink } from '../../components/ui/ButtonLink';

/** The next step offered: a main link and a second one, for a member and for a visitor. */
const memberNext = {
  main: { to: '/asset', label: <FormattedMessage id="nav.assetManagement" defaultMessage="Asset Management" /> },
  second: { to: '/setting', label: <FormattedMessage id="home.hero.security" defaultMessage="Account security" /> },
};
const visitorNext = {
  main: { to: '/register', label: <FormattedMessage id="home.hero.register" defaultMessage="Create an account" /> },
  second: { to: '/login', label: <FormattedMessage id="nav.login" defaultMessage="Login" /> },
};

/** The facts computed by the server; the line keeps its place until the settings arrive, so the page below it does not move. */
function HeroFacts() {
  const settings = useSessionSelector(selectSettings);
  return (
    <Text fontSize="sm" color="fg.subtle">
      {settings ? (
        <FormattedMessage
          id="home.hero.facts"
          defaultMessage="{assets, plural, one {# listed asset} other {# listed assets}} · {languages} languages"
          values={{ assets: settings.asset_count, languages: languages.length }}
        />
      ) : '\u00a0'}
    </Text>
  );
}

function HeroNext() {
  const next = useSessionSelector(selectIsMember) ? memberNext : visitorNext;
  return (
    <HStack gap="3" pt="2" wrap="wrap">
      <ButtonLink to={next.main.to} colorPalette="brand" size="lg">
        {next.main.label}
      </ButtonLink>
      <ButtonLink to={next.second.to} variant="outline" size="lg">
        {next.second.label}
      </ButtonLink>
    </HStack>
  );
}

// The parts that follow the session read it themselves: when it starts, right after the page
// comes alive, only they render again.
export function HomeHero() {
  return (
    <Box
      rounded="xl"
      borderWidth="1px"
      px={{ base: '5', md: '12' }}
      py={{ base: '8', md: '14' }}
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="bg.panel"
      gradientTo="bg.panel"
    >
      <Stack gap="5" maxW="3xl">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
          <FormattedMessage id="home.hero.title" defaultMessage="Trade digital assets with every rule in view" />
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          <FormattedMessage
            id="home.hero.body"
            defaultMessage="Fees, limits and risks are shown before you act. Your funds are never held back by a rule you could not see."
          />
        </Text>
        <HeroFacts />
        <HeroNext />
      </Stack>
    </Box>
  );
}
