// /receive (spec §2, §3): collection (receiving) settings: name, bank name, bank account number,
// Alipay account, WeChat nickname and WeChat account, read and saved. A view of the collection flow.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { FormField } from '../../components/forms/FormField';
import { FormShell } from '../../components/forms/FormShell';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Notice } from '../../components/feedback/Notice';
import {
  collectionEvents, collectionFields, selectCollectionErrors, selectCollectionRefusal, selectCollectionSaved, selectCollectionSaving, selectCollectionStage,
  selectCollectionValues, type CollectionValues,
} from '../../machines/collection.flow';
import { useCollectionFlow } from './use-collection-flow';

export default function CollectionScreen() {
  const intl = useIntl();
  const flow = useCollectionFlow();
  const events = useMemo(() => collectionEvents(flow), [flow]);
  const stage = useSelector(flow, selectCollectionStage);
  const values = useSelector(flow, selectCollectionValues);
  const errors = useSelector(flow, selectCollectionErrors);
  const refusal = useSelector(flow, selectCollectionRefusal);
  const saving = useSelector(flow, selectCollectionSaving);
  const saved = useSelector(flow, selectCollectionSaved);
  const labels: Record<keyof CollectionValues, string> = {
    name: intl.formatMessage({ id: 'withdrawal.collection.name', defaultMessage: 'Name' }),
    bank_name: intl.formatMessage({ id: 'withdrawal.bank.bankName', defaultMessage: 'Bank name' }),
    bank_number: intl.formatMessage({ id: 'withdrawal.bank.accountNumber', defaultMessage: 'Account number' }),
    alipay_account: intl.formatMessage({ id: 'withdrawal.collection.alipay', defaultMessage: 'Alipay account' }),
    weixin_nickname: intl.formatMessage({ id: 'withdrawal.collection.weixinNickname', defaultMessage: 'WeChat nickname' }),
    weixin_account: intl.formatMessage({ id: 'withdrawal.collection.weixinAccount', defaultMessage: 'WeChat account' }),
  };

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  return (
    <FormShell
      title={intl.formatMessage({ id: 'withdrawal.collection.title', defaultMessage: 'Collection settings' })}
      lead={intl.formatMessage({ id: 'withdrawal.collection.lead', defaultMessage: 'Where you receive payments. Every field is optional.' })}
      submitLabel={intl.formatMessage({ id: 'withdrawal.collection.save', defaultMessage: 'Save settings' })}
      busy={saving}
      refusal={refusal}
      onSubmit={events.save}
    >
      {collectionFields.map((field) => (
        <FormField key={field} label={labels[field]} value={values[field]} onChange={(v) => events.changeField(field, v)} error={errors[field]} />
      ))}
      {saved && (
        <Notice status="success" role="status"><FormattedMessage id="withdrawal.collection.saved" defaultMessage="Collection settings saved." /></Notice>
      )}
    </FormShell>
  );
}
