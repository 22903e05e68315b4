// /devices: the user's live sessions (browser and system, IP, first and last seen, this one
// marked) with sign-out of one other session or of all others, and the login history with failed
// attempts. Times are the server's. A view of the sessions and devices flow.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { DataTable } from '../../components/ui/DataTable';
import { loginHistoryKept } from '../../../api/endpoints/devices';
import {
  devicesEvents, selectDevicesRefusal, selectDevicesStage, selectEnding, selectLoginHistory, selectSessions,
} from '../../machines/devices-sessions.flow';
import { useDevicesFlow } from './use-devices-flow';

const when = (ms: number) => <FormattedDate value={ms} dateStyle="medium" timeStyle="short" />;

export default function DevicesScreen() {
  const intl = useIntl();
  const flow = useDevicesFlow();
  const events = useMemo(() => devicesEvents(flow), [flow]);
  const stage = useSelector(flow, selectDevicesStage);
  const sessions = useSelector(flow, selectSessions);
  const history = useSelector(flow, selectLoginHistory);
  const ending = useSelector(flow, selectEnding);
  const refusal = useSelector(flow, selectDevicesRefusal);

  if (stage === 'loading' && sessions.length === 0) return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  const sessionsTitle = intl.formatMessage({ id: 'devices.sessions.title', defaultMessage: 'Sessions and devices' });
  const historyTitle = intl.formatMessage({ id: 'devices.history.title', defaultMessage: 'Login history' });
  const busy = stage !== 'ready';
  const device = (browser: string, os: string) => intl.formatMessage({ id: 'devices.browserOnOs', defaultMessage: '{browser} on {os}' }, { browser, os });
  return (
    <Stack gap="6" w="full">
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">{sessionsTitle}</Heading>
          <Text color="fg.muted">
            <FormattedMessage id="devices.sessions.intro" defaultMessage="Every place your account is logged in now. Sign out any you do not recognise, then change your password." />
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {refusal && <RefusalAlert refusal={refusal} />}
            <DataTable
              label={sessionsTitle}
              columns={[
                { header: <FormattedMessage id="devices.device" defaultMessage="Device" /> },
                { header: <FormattedMessage id="devices.ip" defaultMessage="IP address" /> },
                { header: <FormattedMessage id="devices.firstSeen" defaultMessage="First seen" /> },
                { header: <FormattedMessage id="devices.lastSeen" defaultMessage="Last seen" /> },
                {},
              ]}
            >
              {sessions.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>
                    {device(s.browser, s.os)}{' '}
                    {s.current && <Badge colorPalette="green"><FormattedMessage id="devices.current" defaultMessage="This device" /></Badge>}
                  </Table.Cell>
                  <Table.Cell dir="ltr">{s.ip}</Table.Cell>
                  <Table.Cell>{when(s.first_seen)}</Table.Cell>
                  <Table.Cell>{when(s.last_seen)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {!s.current && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        loading={ending === s.id}
                        disabled={busy}
                        onClick={() => events.signOut(s.id)}
                        aria-label={intl.formatMessage({ id: 'devices.signOutOne', defaultMessage: 'Sign out {device}, {ip}' }, { device: device(s.browser, s.os), ip: s.ip })}
                      >
                        <FormattedMessage id="devices.signOut" defaultMessage="Sign out" />
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
            {sessions.some((s) => !s.current) && (
              <Button alignSelf="start" colorPalette="red" variant="outline" loading={ending === 'others'} disabled={busy} onClick={events.signOutOthers}>
                <FormattedMessage id="devices.signOutOthers" defaultMessage="Sign out all other sessions" />
              </Button>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">{historyTitle}</Heading>
          <Text color="fg.muted">
            <FormattedMessage id="devices.history.kept" defaultMessage="Logins of the last {days} days are kept, at most {entries}." values={loginHistoryKept} />
          </Text>
        </Card.Header>
        <Card.Body>
          <DataTable
            label={historyTitle}
            columns={[
              { header: <FormattedMessage id="devices.history.time" defaultMessage="Time" /> },
              { header: <FormattedMessage id="devices.ip" defaultMessage="IP address" /> },
              { header: <FormattedMessage id="devices.device" defaultMessage="Device" /> },
              { header: <FormattedMessage id="devices.history.result" defaultMessage="Result" /> },
            ]}
          >
            {history.map((h, i) => (
              <Table.Row key={`${h.at}-${i}`}>
                <Table.Cell>{when(h.at)}</Table.Cell>
                <Table.Cell dir="ltr">{h.ip}</Table.Cell>
                <Table.Cell>{device(h.browser, h.os)}</Table.Cell>
                <Table.Cell>
                  {h.ok
                    ? <Badge colorPalette="green"><FormattedMessage id="devices.history.ok" defaultMessage="Succeeded" /></Badge>
                    : h.failed_step === 'code'
                      ? <Badge colorPalette="red"><FormattedMessage id="devices.history.failedCode" defaultMessage="Failed: wrong authentication code" /></Badge>
                      : <Badge colorPalette="red"><FormattedMessage id="devices.history.failed" defaultMessage="Failed" /></Badge>}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
