// The operator's banners (web/getBanner), each opening its own page or the path it links to.
import { Box, Card, Grid, Link, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentData } from '../../services/content';
import { useContent } from '../../app/use-content';
import { ContentState } from '../../components/feedback/ContentState';

type Banner = ContentData<'banners'>[number];

/** A banner may point to a page of this site; anything else opens its own detail page. */
const bannerTarget = (banner: Banner) =>
  banner.link.startsWith('/') && !banner.link.startsWith('//') ? banner.link : `/bannerDetail?id=${banner.id}`;

export function HomeBanners() {
  const banners = useContent('banners', null);
  // While they load, about the room of three banners (stacked on a phone) is kept, so the page below
  // them does not move when they arrive.
  return (
    <Box minH={banners.status === 'loading' ? { base: '27rem', md: '9rem' } : undefined}>
      <ContentState view={banners} compact>
        {(items) =>
          items.length === 0 ? null : (
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: `repeat(${Math.min(items.length, 3)}, minmax(0, 1fr))` }} gap="4">
              {items.slice(0, 3).map((banner) => (
                <Card.Root key={banner.id} variant="outline" bg="bg.panel" size="sm">
                  <Card.Body gap="2">
                    <Card.Title>{banner.title}</Card.Title>
                    <Text color="fg.muted" lineClamp={3}>{banner.body}</Text>
                  </Card.Body>
                  <Card.Footer>
                    <Link asChild color="brand.fg" fontWeight="medium">
                      <RouterLink to={bannerTarget(banner)}>
                        <FormattedMessage id="home.banner.more" defaultMessage="Read more" />
                      </RouterLink>
                    </Link>
                  </Card.Footer>
                </Card.Root>
              ))}
            </Grid>
          )
        }
      </ContentState>
    </Box>
  );
}
