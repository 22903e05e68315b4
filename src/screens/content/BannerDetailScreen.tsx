// /bannerDetail?id=: the full text of a home banner.
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useContent } from '../../app/use-content';
import { ContentPage } from '../../components/content/ContentPage';
import { MissingContent } from '../../components/content/MissingContent';
import { PlainText } from '../../components/content/PlainText';
import { ContentState } from '../../components/feedback/ContentState';
import { positiveId } from './content-params';

export default function BannerDetailScreen() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const banners = useContent('banners', null);
  const banner = banners.data?.find((b) => b.id === id);
  return (
    <ContentPage title={banner?.title ?? <FormattedMessage id="content.banner.title" defaultMessage="Announcement" />}>
      <ContentState view={banners}>{() => (banner ? <PlainText text={banner.body} /> : <MissingContent />)}</ContentState>
    </ContentPage>
  );
}
