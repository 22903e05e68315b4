// The two-factor code an action turned out to need (the prompt flow in
// machines/second-factor-prompt.flow.ts): the server's reason, the code field, Confirm and Cancel.
// Escape cancels; the action then shows its refusal as any other.
import { Button, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthCodeField } from '../components/forms/AuthCodeField';
import type { secondFactorPromptFlow } from '../machines/second-factor-prompt.flow';
import { SessionDialog } from './SessionDialog';

export default function SecondFactorDialog({ prompt }: { prompt: Actor<typeof secondFactorPromptFlow> }) {
  const intl = useIntl();
  const message = useSelector(prompt, (s) => s.context.message);
  const code = useSelector(prompt, (s) => s.context.code);
  const cancel = () => prompt.send({ type: 'CANCEL' });
  return (
    <SessionDialog
      title={<FormattedMessage id="twoFactor.prompt.title" defaultMessage="Two-factor authentication" />}
      onEscape={cancel}
      footer={
        <>
          <Button variant="outline" onClick={cancel}>
            <FormattedMessage id="twoFactor.prompt.cancel" defaultMessage="Cancel" />
          </Button>
          <Button colorPalette="brand" type="submit" form="second-factor-form" disabled={code.trim() === ''}>
            <FormattedMessage id="twoFactor.prompt.confirm" defaultMessage="Confirm" />
          </Button>
        </>
      }
    >
      <form id="second-factor-form" onSubmit={(e) => { e.preventDefault(); prompt.send({ type: 'SUBMIT' }); }}>
        <Text mb="4">{message}</Text>
        <AuthCodeField
          label={intl.formatMessage({ id: 'twoFactor.prompt.code', defaultMessage: 'Code from your authenticator app, or a recovery code' })}
          value={code}
          onChange={(value) => prompt.send({ type: 'EDIT', code: value })}
        />
      </form>
    </SessionDialog>
  );
}
