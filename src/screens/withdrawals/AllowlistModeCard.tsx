// "Allowlist only" on /address: whether withdrawals may go only to active saved addresses. The
// card states the rule before the user acts: switching on is immediate; switching off waits the
// stated delay, during which the mode stays on. Either is confirmed by the transaction password.
import { useMemo, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../components/forms/FormField';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  allowlistModeEvents, canChange, selectAllowlistForm, selectAllowlistMode, selectAllowlistStage, wantedOn,
} from '../../machines/allowlist-mode.flow';
import { useAllowlistModeFlow } from './use-allowlist-mode-flow';

export function AllowlistModeCard() {
  const intl = useIntl();
  const flow = useAllowlistModeFlow();
  const events = useMemo(() => allowlistModeEvents(flow), [flow]);
  const stage = useSelector(flow, selectAllowlistStage);
  const mode = useSelector(flow, selectAllowlistMode);
  const form = useSelector(flow, selectAllowlistForm);

  if (stage === 'failed') return <UnavailableAlert refusal={form.refusal} onRetry={events.retry} />;
  if (!mode) return null;
  const editing = stage !== 'ready' && stage !== 'loading';
  const confirmLabel = wantedOn(mode)
    ? intl.formatMessage({ id: 'allowlist.confirmOn', defaultMessage: 'Switch on now' })
    : intl.formatMessage({ id: 'allowlist.confirmOff', defaultMessage: 'Switch off after the delay' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    events.submit();
  };
  return (
    <Card.Root>
      <Card.Header>
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg"><FormattedMessage id="allowlist.title" defaultMessage="Allowlist only" /></Heading>
          {mode.allowlist_only
            ? <Badge colorPalette="green"><FormattedMessage id="allowlist.on" defaultMessage="On" /></Badge>
            : <Badge colorPalette="gray"><FormattedMessage id="allowlist.off" defaultMessage="Off" /></Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text>
            <FormattedMessage
              id="allowlist.rule"
              defaultMessage="When on, withdrawals go only to active addresses of your address book. A new address becomes active {hours, plural, one {# hour} other {# hours}} after it is saved. Switching this on is immediate; switching it off takes effect only after {hours, plural, one {# hour} other {# hours}}, and the mode stays on until then."
              values={{ hours: mode.delay_hours }}
            />
          </Text>
          {mode.off_at !== null && (
            <Text color="fg.warning">
              <FormattedMessage
                id="allowlist.offPending"
                defaultMessage="Switching off requested: it stays on until {time}."
                values={{ time: <FormattedDate value={mode.off_at} dateStyle="medium" timeStyle="short" /> }}
              />
            </Text>
          )}
          {!editing && canChange(mode) && (
            <Button alignSelf="start" variant="outline" onClick={events.change}>
              {wantedOn(mode)
                ? <FormattedMessage id="allowlist.switchOn" defaultMessage="Switch on" />
                : <FormattedMessage id="allowlist.switchOff" defaultMessage="Ask to switch off" />}
            </Button>
          )}
          {editing && (
            <form onSubmit={submit} noValidate>
              <Stack gap="3" maxW="sm">
                {form.refusal && <RefusalAlert refusal={form.refusal} />}
                <FormField
                  label={intl.formatMessage({ id: 'allowlist.tpwd', defaultMessage: 'Transaction password' })}
                  type="password"
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="off"
                  value={form.values.tpwd}
                  onChange={events.typeTpwd}
                  error={form.errors.tpwd}
                />
                <HStack gap="3" flexWrap="wrap">
                  <Button type="submit" loading={stage === 'submitting'} loadingText={confirmLabel}>
                    {confirmLabel}
                  </Button>
                  <Button variant="ghost" onClick={events.back} disabled={stage === 'submitting'}>
                    <FormattedMessage id="allowlist.back" defaultMessage="Back" />
                  </Button>
                </HStack>
              </Stack>
            </form>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
