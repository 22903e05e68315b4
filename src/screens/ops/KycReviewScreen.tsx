// /ops/kyc/:id: one verification under review: the submitted fields, the images (fetched with the
// operator's session, never public), the user's other levels, accounts sharing the document
// number, the timeline and earlier decisions, and approve or fail with a reason. A view of the
// verification review chart.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Badge, HStack, SimpleGrid } from '@chakra-ui/react';
import { Notice } from '../../components/feedback/Notice';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectOfferedKycDecisions, type OpsKycDetail } from '../../machines/ops-kyc-review.flow';
import { idTypes } from '../../../api/endpoints/kyc';
import { idTypeNames, kycImageNames, kycLevelNames, kycStateNames } from '../kyc/kyc-labels';
import { When } from './ops-review-parts';
import { Fact, ItemFacts, ReviewPage } from './ReviewPage';
import { ReviewerImage } from './ReviewerImage';
import { useKycReviewFlow } from './use-ops-kyc-flows';

const fieldNames = {
  nationality: { id: 'kyc.field.nationality', defaultMessage: 'Nationality' },
  id_type: { id: 'kyc.field.idType', defaultMessage: 'ID type' },
  real_name: { id: 'kyc.field.realName', defaultMessage: 'Real name' },
  id_number: { id: 'kyc.field.idNumber', defaultMessage: 'ID number' },
  address: { id: 'kyc.field.address', defaultMessage: 'Utility bill address' },
} as const;

function ItemCard({ detail }: { detail: OpsKycDetail }) {
  const intl = useIntl();
  const item = detail.item;
  const row = (label: string, value: ReactNode, key = label) => <Fact key={key} label={label}>{value}</Fact>;
  const valueOf = (field: string, value: string | number) => {
    if (field === 'id_type') {
      const type = idTypes.find((t) => t.id === Number(value));
      return type ? `${intl.formatMessage(idTypeNames[type.code])} (${value})` : String(value);
    }
    if (field === 'nationality') return `${new Intl.DisplayNames([intl.locale], { type: 'region' }).of(String(value)) ?? value} (${value})`;
    return String(value);
  };
  return (
    <ItemFacts>
      {row(intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' }), `${item.user_email ?? item.user_phone ?? ''} (${item.user_id})`)}
      {row(intl.formatMessage({ id: 'kyc.ops.level', defaultMessage: 'Level' }), intl.formatMessage(kycLevelNames[item.level]))}
      {row(intl.formatMessage({ id: 'ops.item.state', defaultMessage: 'State' }), intl.formatMessage(kycStateNames[item.state]))}
      {row(intl.formatMessage({ id: 'kyc.ops.attempt', defaultMessage: 'Attempt' }), item.attempt)}
      {row(intl.formatMessage({ id: 'ops.item.submitted', defaultMessage: 'Submitted' }), <When at={item.submitted_at} />)}
      {Object.entries(detail.fields).map(([field, value]) =>
        row(field in fieldNames ? intl.formatMessage(fieldNames[field as keyof typeof fieldNames]) : field, valueOf(field, value), field))}
      {row(intl.formatMessage({ id: 'kyc.ops.otherLevels', defaultMessage: 'All levels' }), (
        <HStack gap="2" wrap="wrap">
          {detail.levels.map((l) => <Badge key={l.level}>{intl.formatMessage(kycLevelNames[l.level])}: {intl.formatMessage(kycStateNames[l.state])}</Badge>)}
        </HStack>
      ))}
    </ItemFacts>
  );
}

export default function KycReviewScreen() {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <ReviewPage
      flow={useKycReviewFlow(id)} selectOffered={selectOfferedKycDecisions}
      title={<FormattedMessage id="kyc.ops.reviewTitle" defaultMessage="Review verification" />} queuePath="/ops/kyc"
      reasonHelp={<FormattedMessage id="kyc.ops.reasonHelp" defaultMessage="Required to fail a verification: the user reads it with the offer to re-verify. Optional to approve." />}
      stateNames={kycStateNames}
      facts={(detail) => (
        <>
          {detail.same_id_number.length > 0 && (
            <Notice status="warning" role="alert">
              <FormattedMessage
                id="kyc.ops.sameIdNumber" defaultMessage="{count, plural, one {# other account uses} other {# other accounts use}} this ID number: {users}"
                values={{ count: detail.same_id_number.length, users: detail.same_id_number.map((s) => `${s.user_id} (${intl.formatMessage(kycStateNames[s.state])})`).join(', ') }}
              />
            </Notice>
          )}
          <ItemCard detail={detail} />
          {detail.images.length > 0 && (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {detail.images.map((image) => <ReviewerImage key={image.upload_id} uploadId={image.upload_id} label={intl.formatMessage(kycImageNames[image.role])} />)}
            </SimpleGrid>
          )}
        </>
      )}
    />
  );
}
