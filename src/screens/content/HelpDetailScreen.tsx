// /helpDetail?id=: one help article.
import { Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useContent } from '../../app/use-content';
import { ContentPage } from '../../components/content/ContentPage';
import { MissingContent } from '../../components/content/MissingContent';
import { PlainText } from '../../components/content/PlainText';
import { ShownInEnglish } from '../../components/content/ShownInEnglish';
import { ContentState } from '../../components/feedback/ContentState';
import { positiveId } from './content-params';
import { ButtonLink } from '../../components/ui/ButtonLink';

function HelpArticle({ id }: { id: number }) {
  const intl = useIntl();
  const article = useContent('text', { id });
  return (
    <ContentPage title={article.data?.title ?? intl.formatMessage({ id: 'content.help.title', defaultMessage: 'Help centre' })}>
      <Stack gap="8" align="start">
        <ContentState view={article}>{(item) => <><ShownInEnglish lang={item.lang} /><PlainText text={item.content} /></>}</ContentState>
        <ButtonLink to="/help" size="sm" variant="outline">
          <FormattedMessage id="content.help.back" defaultMessage="All help articles" />
        </ButtonLink>
      </Stack>
    </ContentPage>
  );
}

export default function HelpDetailScreen() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  if (id === null) {
    return (
      <ContentPage title={<FormattedMessage id="content.help.title" defaultMessage="Help centre" />}>
        <MissingContent backTo="/help" />
      </ContentPage>
    );
  }
  return <HelpArticle key={id} id={id} />;
}
