// /ops when no operator is signed in: the operator's own login (web/opsLogin), separate from the
// users' login. A view of the ops session chart.
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FormField } from '../../components/forms/FormField';
import { FormShell } from '../../components/forms/FormShell';
import { Notice } from '../../components/feedback/Notice';
import {
  opsSessionEvents, selectOpsEndedBecause, selectOpsLoginErrors, selectOpsLoginRefusal, selectOpsLoginValues, selectOpsSigningIn,
} from '../../machines/ops-session.flow';
import { useOps, useOpsSession } from './ops-session';

export default function OpsLoginScreen() {
  const intl = useIntl();
  const { session } = useOps();
  const events = useMemo(() => opsSessionEvents(session), [session]);
  const values = useOpsSession(selectOpsLoginValues);
  const errors = useOpsSession(selectOpsLoginErrors);
  const refusal = useOpsSession(selectOpsLoginRefusal);
  const busy = useOpsSession(selectOpsSigningIn);
  const endedBecause = useOpsSession(selectOpsEndedBecause);
  return (
    <Box as="main" py="12" px="6">
      {endedBecause && (
        <Notice status="warning" role="status" maxW="lg" mx="auto" mb="4">{endedBecause}</Notice>
      )}
      <FormShell
        title={intl.formatMessage({ id: 'ops.login.title', defaultMessage: 'Operator console' })}
        lead={intl.formatMessage({ id: 'ops.login.lead', defaultMessage: 'Sign in with your operator account. Every decision you make is recorded with your name, the time and your reason, and the user sees it.' })}
        submitLabel={intl.formatMessage({ id: 'ops.login.submit', defaultMessage: 'Sign in' })}
        busy={busy}
        refusal={refusal}
        onSubmit={events.submit}
      >
        <FormField
          label={intl.formatMessage({ id: 'ops.login.email', defaultMessage: 'Operator email' })}
          type="email" autoComplete="username" value={values.email} error={errors.email}
          onChange={(v) => events.change('email', v)}
        />
        <FormField
          label={intl.formatMessage({ id: 'ops.login.password', defaultMessage: 'Password' })}
          type="password" autoComplete="current-password" value={values.password} error={errors.password}
          onChange={(v) => events.change('password', v)}
        />
      </FormShell>
    </Box>
  );
}
