// / and /index: the home page: introduction, banners and notices from the server, market tabs.
import { Grid, GridItem, Stack } from '@chakra-ui/react';
import { HomeBanners } from './HomeBanners';
import { HomeHero } from './HomeHero';
import { HomeNotices } from './HomeNotices';
import { MarketTabs } from './MarketTabs';

export default function HomeScreen() {
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '2fr 1fr' }} gap="6">
        <GridItem>
          <HomeHero />
        </GridItem>
        <GridItem>
          <HomeNotices />
        </GridItem>
      </Grid>
      <HomeBanners />
      <MarketTabs />
    </Stack>
  );
}
