// The agreement box of registration (spec §5: "select the agreement first"), with links to read
// the user agreement and the privacy policy before ticking it.
import { Checkbox, Field, HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouterTextLink } from './RouterTextLink';
import { useMessageText } from './use-message-text';

export function AgreementField({ checked, onChange, error }: { checked: boolean; onChange(checked: boolean): void; error?: string }) {
  const intl = useIntl();
  const messageText = useMessageText();
  const label = intl.formatMessage({ id: 'form.agreement.label', defaultMessage: 'I agree to the user agreement and the privacy policy' });
  return (
    <Field.Root invalid={!!error}>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="4" fontSize="sm">
        <RouterTextLink to="/agrt">
          <FormattedMessage id="form.agreement.userAgreement" defaultMessage="Read the user agreement" />
        </RouterTextLink>
        <RouterTextLink to="/agreement">
          <FormattedMessage id="form.agreement.privacyPolicy" defaultMessage="Read the privacy policy" />
        </RouterTextLink>
      </HStack>
      {error && <Field.ErrorText>{messageText(error, label)}</Field.ErrorText>}
    </Field.Root>
  );
}
