// The verification code: the input, the button that sends a code (then counts down before the
// next), the demo code when the platform runs in demo mode, and any message about the code.
import { Badge, Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { shallowEqual } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectCodeSender, type codeSenderFlow } from '../../machines/code-sender.flow';
import { useMessageText } from './use-message-text';
import { RefusalText } from './RefusalAlert';

export interface CodeFieldProps {
  sender: ActorRefFrom<typeof codeSenderFlow>;
  value: string;
  onChange(value: string): void;
  onSend(): void;
  error?: string;
  /** Where the code goes, when the form does not show it in another field. */
  destination?: string;
}

export function CodeField({ sender, value, onChange, onSend, error, destination }: CodeFieldProps) {
  const intl = useIntl();
  const messageText = useMessageText();
  const { canSend, sending, secondsLeft, demoCode, refusal } = useSelector(sender, selectCodeSender, shallowEqual);
  const label = intl.formatMessage({ id: 'form.code.label', defaultMessage: 'Verification code' });
  return (
    <Field.Root invalid={!!error || !!refusal}>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <Input value={value} onChange={(e) => onChange(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={12} />
        <Button
          type="button"
          variant="outline"
          flexShrink={0}
          onClick={onSend}
          disabled={!canSend}
          loading={sending}
          loadingText={intl.formatMessage({ id: 'form.code.sending', defaultMessage: 'Sending…' })}
        >
          {secondsLeft > 0 ? (
            <FormattedMessage id="form.code.resendIn" defaultMessage="Resend in {seconds}s" values={{ seconds: secondsLeft }} />
          ) : (
            <FormattedMessage id="form.code.send" defaultMessage="Send code" />
          )}
        </Button>
      </HStack>
      {destination && !error && !refusal && (
        <Field.HelperText>
          <FormattedMessage id="form.code.destination" defaultMessage="The code goes to {destination}." values={{ destination }} />
        </Field.HelperText>
      )}
      {demoCode && (
        <HStack role="status" gap="2">
          <Badge colorPalette="orange" variant="solid">
            <FormattedMessage id="form.code.demoBadge" defaultMessage="Demo" />
          </Badge>
          <Text fontSize="sm">
            <FormattedMessage id="form.code.demoCode" defaultMessage="Demo code (shown only in demo mode): {code}" values={{ code: demoCode }} />
          </Text>
        </HStack>
      )}
      {error ? (
        <Field.ErrorText>{messageText(error, label)}</Field.ErrorText>
      ) : (
        refusal && (
          <Field.ErrorText>
            <RefusalText refusal={refusal} />
          </Field.ErrorText>
        )
      )}
    </Field.Root>
  );
}
