// A fixed text of the footer (spec §2): 1 company profile (/about), 3 user agreement (/agrt),
// 5 privacy policy (/agreement), in the session language with the server's English fallback, marked
// as English where it is one.
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { textIds } from '../../../api/endpoints/content';
import { useContent } from '../../app/use-content';
import { ContentPage } from '../../components/content/ContentPage';
import { PlainText } from '../../components/content/PlainText';
import { ShownInEnglish } from '../../components/content/ShownInEnglish';
import { Stack } from '@chakra-ui/react';
import { ContentState } from '../../components/feedback/ContentState';

export type FixedText = keyof typeof textIds;

// Shown as the heading until the text, which carries its own title, has loaded.
const titles = defineMessages({
  companyProfile: { id: 'content.text.companyProfile', defaultMessage: 'Company profile' },
  userAgreement: { id: 'content.text.userAgreement', defaultMessage: 'User agreement' },
  privacyPolicy: { id: 'content.text.privacyPolicy', defaultMessage: 'Privacy policy' },
});

export default function TextPageScreen({ text }: { text: FixedText }) {
  const intl = useIntl();
  const page = useContent('text', { id: textIds[text] });
  return (
    <ContentPage
      title={page.data?.title ?? intl.formatMessage(titles[text])}
      subtitle={
        page.data && (
          <FormattedMessage
            id="content.updatedAt"
            defaultMessage="Last updated {date}"
            values={{ date: <FormattedDate value={page.data.updated_at} dateStyle="long" /> }}
          />
        )
      }
    >
      <ContentState view={page}>{(item) => <Stack gap="6"><ShownInEnglish lang={item.lang} /><PlainText text={item.content} /></Stack>}</ContentState>
    </ContentPage>
  );
}
