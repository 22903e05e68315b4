// The fields of each level's form (spec §3): junior asks nationality, ID type, real name and ID
// number; senior the ID type (ID card, passport or other) and three photos; address the bill's
// address and a picture of it. Countries are named by the browser in the user's language.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { countryCodes } from '../../../api/countries';
import { idTypes } from '../../../api/endpoints/kyc';
import { FormField } from '../../components/forms/FormField';
import { kycLevelEvents, selectKycErrors, selectKycNationality, selectKycValues } from '../../machines/kyc-level.flow';
import { ImageDropField } from '../../components/forms/ImageDropField';
import { KycSelectField } from './KycSelectField';
import { idTypeNames, kycImageNames } from './kyc-labels';
import { useKycUploadFlow, type KycLevelActor } from './use-kyc-flows';

function useIdTypeOptions(seniorOnly: boolean) {
  const intl = useIntl();
  return idTypes.filter((t) => !seniorOnly || t.senior).map((t) => ({ value: String(t.id), label: intl.formatMessage(idTypeNames[t.code]) }));
}

export function JuniorFields({ flow }: { flow: KycLevelActor }) {
  const intl = useIntl();
  const events = useMemo(() => kycLevelEvents(flow), [flow]);
  const values = useSelector(flow, selectKycValues);
  const errors = useSelector(flow, selectKycErrors);
  const fixedNationality = useSelector(flow, selectKycNationality);
  const idTypeOptions = useIdTypeOptions(false);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale]);
  const choose = intl.formatMessage({ id: 'kyc.choose', defaultMessage: 'Please choose' });
  return (
    <>
      <KycSelectField
        label={intl.formatMessage({ id: 'kyc.field.nationality', defaultMessage: 'Nationality' })}
        value={values.nationality} options={countries} onChange={(v) => events.changeField('nationality', v)}
        error={errors.nationality} disabled={!!fixedNationality} placeholder={choose}
      />
      <KycSelectField
        label={intl.formatMessage({ id: 'kyc.field.idType', defaultMessage: 'ID type' })}
        value={values.id_type} options={idTypeOptions} onChange={(v) => events.changeField('id_type', v)} error={errors.id_type} placeholder={choose}
      />
      <FormField
        label={intl.formatMessage({ id: 'kyc.field.realName', defaultMessage: 'Real name' })}
        value={values.real_name} onChange={(v) => events.changeField('real_name', v)} error={errors.real_name} maxLength={128} autoComplete="name"
      />
      <FormField
        label={intl.formatMessage({ id: 'kyc.field.idNumber', defaultMessage: 'ID number' })}
        value={values.id_number} onChange={(v) => events.changeField('id_number', v)} error={errors.id_number} maxLength={40} autoComplete="off"
      />
    </>
  );
}

function ImageSlot({ flow, field, purpose }: { flow: KycLevelActor; field: 'front' | 'back' | 'signature' | 'bill'; purpose: 'kycFront' | 'kycBack' | 'kycSignature' | 'kycBill' }) {
  const intl = useIntl();
  const slot = useKycUploadFlow(purpose, flow, field);
  const errors = useSelector(flow, selectKycErrors);
  return <ImageDropField label={intl.formatMessage(kycImageNames[field])} slot={slot} error={errors[field]} />;
}

export function SeniorFields({ flow }: { flow: KycLevelActor }) {
  const intl = useIntl();
  const events = useMemo(() => kycLevelEvents(flow), [flow]);
  const values = useSelector(flow, selectKycValues);
  const errors = useSelector(flow, selectKycErrors);
  const idTypeOptions = useIdTypeOptions(true);
  return (
    <>
      <KycSelectField
        label={intl.formatMessage({ id: 'kyc.field.idType', defaultMessage: 'ID type' })}
        value={values.id_type} options={idTypeOptions} onChange={(v) => events.changeField('id_type', v)} error={errors.id_type}
        placeholder={intl.formatMessage({ id: 'kyc.choose', defaultMessage: 'Please choose' })}
      />
      <ImageSlot flow={flow} field="front" purpose="kycFront" />
      <ImageSlot flow={flow} field="back" purpose="kycBack" />
      <ImageSlot flow={flow} field="signature" purpose="kycSignature" />
    </>
  );
}

export function AddressFields({ flow }: { flow: KycLevelActor }) {
  const intl = useIntl();
  const events = useMemo(() => kycLevelEvents(flow), [flow]);
  const values = useSelector(flow, selectKycValues);
  const errors = useSelector(flow, selectKycErrors);
  return (
    <>
      <FormField
        label={intl.formatMessage({ id: 'kyc.field.address', defaultMessage: 'Utility bill address' })}
        value={values.address} onChange={(v) => events.changeField('address', v)} error={errors.address} maxLength={300} autoComplete="street-address"
      />
      <ImageSlot flow={flow} field="bill" purpose="kycBill" />
    </>
  );
}
