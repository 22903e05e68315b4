// /ops/newcoins (admins): every new-coin project with its phase and subscription totals, and the
// form that creates one (name, symbol, issue price, quantity for sale, circulation, lot, least
// and most per user, window, listing time, lock days, description). Each field shows its problem
// in the server's words; the server checks again and audit-logs the creation. A view of the
// console's new-coin chart.
import { useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Field, Heading, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice } from '../../components/feedback/Notice';
import { PageLoading } from '../../components/feedback/PageLoading';
import { FormField } from '../../components/forms/FormField';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { useMessageText } from '../../components/forms/use-message-text';
import { DataTable } from '../../components/ui/DataTable';
import {
  opsNewcoinsEvents, selectNewcoinsStage, selectNewcoinsView, type ProjectField, type ProjectValues,
} from '../../machines/launchpad-ops.flow';
import { PhaseBadge, SoldOutBadge } from '../launchpad/phase-badge';
import { When } from './ops-review-parts';
import { useNewcoinsFlow } from './use-ops-flows';

type Events = ReturnType<typeof opsNewcoinsEvents>;

function TimeField({ label, field, values, errors, events, helper }: {
  label: string; field: ProjectField; values: ProjectValues; errors: Partial<Record<string, string>>; events: Events; helper?: ReactNode;
}) {
  const messageText = useMessageText();
  const error = errors[field];
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input type="datetime-local" value={values[field]} onChange={(e) => events.change(field, e.target.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{messageText(error, label)}</Field.ErrorText>}
    </Field.Root>
  );
}

function CreateForm({ view, events }: { view: ReturnType<typeof selectNewcoinsView>; events: Events }) {
  const intl = useIntl();
  const messageText = useMessageText();
  const { values, errors } = view;
  const text = (field: ProjectField, label: string, options: { amount?: boolean; helper?: ReactNode; maxLength?: number } = {}) => (
    <FormField
      label={label} value={values[field]} onChange={(v) => events.change(field, v)} error={errors[field]} helper={options.helper}
      amount={options.amount ? {} : undefined} maxLength={options.maxLength}
    />
  );
  const submitLabel = intl.formatMessage({ id: 'ops.newcoins.submit', defaultMessage: 'Create project' });
  const localTime = <FormattedMessage id="ops.newcoins.localTime" defaultMessage="Your local time." />;
  return (
    <Stack as="form" gap="4" onSubmit={(e) => { e.preventDefault(); events.submit(); }} aria-labelledby="newcoin-form-title">
      <Heading as="h2" size="md" id="newcoin-form-title"><FormattedMessage id="ops.newcoins.create" defaultMessage="Create a project" /></Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {text('name', intl.formatMessage({ id: 'ops.newcoins.name', defaultMessage: 'Project name' }), { maxLength: 60 })}
        {text('symbol', intl.formatMessage({ id: 'ops.newcoins.symbol', defaultMessage: 'Symbol' }), {
          maxLength: 10, helper: <FormattedMessage id="ops.newcoins.symbolHelp" defaultMessage="Its market will be SYMBOL/USDT." />,
        })}
        {text('issue_price', intl.formatMessage({ id: 'ops.newcoins.price', defaultMessage: 'Issue price (USDT)' }), { amount: true })}
        {text('lot', intl.formatMessage({ id: 'ops.newcoins.lot', defaultMessage: 'Lot (coins)' }), {
          amount: true, helper: <FormattedMessage id="ops.newcoins.lotHelp" defaultMessage="Allocation is in whole lots; the quantities below are whole lots." />,
        })}
        {text('quantity', intl.formatMessage({ id: 'ops.newcoins.quantity', defaultMessage: 'Quantity for sale (coins)' }), { amount: true })}
        {text('circulation', intl.formatMessage({ id: 'ops.newcoins.circulation', defaultMessage: 'Circulation (coins)' }), { amount: true })}
        {text('min_per_user', intl.formatMessage({ id: 'ops.newcoins.min', defaultMessage: 'Least per user (coins)' }), { amount: true })}
        {text('max_per_user', intl.formatMessage({ id: 'ops.newcoins.max', defaultMessage: 'Most per user (coins)' }), { amount: true })}
        <TimeField label={intl.formatMessage({ id: 'ops.newcoins.startsAt', defaultMessage: 'Window opens' })} field="starts_at" values={values} errors={errors} events={events} helper={localTime} />
        <TimeField label={intl.formatMessage({ id: 'ops.newcoins.endsAt', defaultMessage: 'Window closes' })} field="ends_at" values={values} errors={errors} events={events} helper={localTime} />
        <TimeField
          label={intl.formatMessage({ id: 'ops.newcoins.listingAt', defaultMessage: 'Listing time' })} field="listing_at" values={values} errors={errors} events={events}
          helper={<FormattedMessage id="ops.newcoins.listingHelp" defaultMessage="Your local time. The market opens then with an empty order book." />}
        />
        {text('lock_days', intl.formatMessage({ id: 'ops.newcoins.lockDays', defaultMessage: 'Lock days' }), {
          helper: <FormattedMessage id="ops.newcoins.lockHelp" defaultMessage="Allocated coins stay locked this many days after the window closes." />,
        })}
      </SimpleGrid>
      <Field.Root invalid={!!errors.description}>
        <Field.Label><FormattedMessage id="ops.newcoins.description" defaultMessage="Description" /></Field.Label>
        <Textarea value={values.description} rows={3} maxLength={4000} onChange={(e) => events.change('description', e.target.value)} />
        {errors.description && <Field.ErrorText>{messageText(errors.description)}</Field.ErrorText>}
      </Field.Root>
      <RefusalAlert refusal={view.refusal} />
      <Button type="submit" colorPalette="green" alignSelf="start" loading={view.busy} loadingText={submitLabel}>{submitLabel}</Button>
    </Stack>
  );
}

export default function NewcoinsScreen() {
  const intl = useIntl();
  const flow = useNewcoinsFlow();
  const events = useMemo(() => opsNewcoinsEvents(flow), [flow]);
  const stage = useSelector(flow, selectNewcoinsStage);
  const view = useSelector(flow, selectNewcoinsView, (a, b) => JSON.stringify(a) === JSON.stringify(b));

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={view.refusal} onRetry={events.retry} />;
  const title = intl.formatMessage({ id: 'ops.newcoins.title', defaultMessage: 'New coins' });
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">{title}</Heading>
      {view.created && (
        <Notice status="success" role="status">
          <FormattedMessage id="ops.newcoins.created" defaultMessage="{name} ({symbol}) created." values={{ name: view.created.name, symbol: view.created.symbol }} />
        </Notice>
      )}
      {view.projects.length === 0 ? (
        <Text color="fg.muted"><FormattedMessage id="ops.newcoins.empty" defaultMessage="No projects yet." /></Text>
      ) : (
        <DataTable
          label={intl.formatMessage({ id: 'ops.newcoins.list', defaultMessage: 'Projects' })}
          columns={[
            { header: <FormattedMessage id="ops.newcoins.project" defaultMessage="Project" /> },
            { header: <FormattedMessage id="ops.newcoins.phase" defaultMessage="Phase" /> },
            { header: <FormattedMessage id="ops.newcoins.priceColumn" defaultMessage="Issue price" />, end: true },
            { header: <FormattedMessage id="ops.newcoins.subscribed" defaultMessage="Subscribed / for sale" />, end: true },
            { header: <FormattedMessage id="ops.newcoins.subscribers" defaultMessage="Subscribers" />, end: true },
            { header: <FormattedMessage id="ops.newcoins.window" defaultMessage="Window" /> },
            { header: <FormattedMessage id="ops.newcoins.listing" defaultMessage="Listing" /> },
          ]}
        >
          {view.projects.map((p) => (
            <Table.Row key={p.id} data-project-id={p.id}>
              <Table.Cell>{p.name}<Text fontSize="xs" color="fg.muted">{p.symbol}</Text></Table.Cell>
              <Table.Cell><PhaseBadge phase={p.phase} /> {p.sold_out && <SoldOutBadge />}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{p.issue_price}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{p.subscribed} / {p.quantity}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{p.subscribers}</Table.Cell>
              <Table.Cell fontSize="sm"><When at={p.starts_at} /> – <When at={p.ends_at} /></Table.Cell>
              <Table.Cell fontSize="sm"><When at={p.listing_at} /></Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
      <CreateForm view={view} events={events} />
    </Stack>
  );
}
