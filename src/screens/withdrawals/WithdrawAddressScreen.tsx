// /address (spec §2, §3): the withdrawal address book: currency, chain, address, remarks, tag or
// memo. The server checks the address format per chain and its refusal is shown at the field.
// Each address shows its state: a new one is pending until the time the server sent. Deleting asks first. A view of the address book flow.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../components/feedback/PageLoading';
import { FormField } from '../../components/forms/FormField';
import { FormShell } from '../../components/forms/FormShell';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  selectAddressAdding, selectAddressChains, selectAddresses, selectAddressErrors, selectAddressRefusal, selectAddressStage, selectAddressValues,
  selectDeleteId, selectDeleting, withdrawAddressEvents,
} from '../../machines/withdraw-address.flow';
import { useWithdrawAddressFlow } from './use-withdraw-address-flow';
import { WithdrawSelectField } from './WithdrawSelectField';
import { DataTable } from '../../components/ui/DataTable';
import { ConfirmAlert } from '../../components/feedback/ConfirmAlert';
import { AddressState } from './AddressState';
import { AllowlistModeCard } from './AllowlistModeCard';

export default function WithdrawAddressScreen() {
  const intl = useIntl();
  const flow = useWithdrawAddressFlow();
  const events = useMemo(() => withdrawAddressEvents(flow), [flow]);
  const stage = useSelector(flow, selectAddressStage);
  const addresses = useSelector(flow, selectAddresses);
  const chains = useSelector(flow, selectAddressChains);
  const values = useSelector(flow, selectAddressValues);
  const errors = useSelector(flow, selectAddressErrors);
  const refusal = useSelector(flow, selectAddressRefusal);
  const adding = useSelector(flow, selectAddressAdding);
  const deleteId = useSelector(flow, selectDeleteId);
  const deleting = useSelector(flow, selectDeleting);

  if (stage === 'loading') return <PageLoading />;
  if (stage === 'failed') return <UnavailableAlert refusal={refusal} onRetry={events.retry} />;
  const title = intl.formatMessage({ id: 'withdrawal.addresses.title', defaultMessage: 'Withdrawal addresses' });
  const confirmDeleteLabel = intl.formatMessage({ id: 'withdrawal.addresses.confirmDelete', defaultMessage: 'Delete address' });
  return (
    <Stack gap="6" w="full">
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl">{title}</Heading>
        </Card.Header>
        <Card.Body>
          {addresses.length === 0 ? (
            <Text color="fg.muted"><FormattedMessage id="withdrawal.addresses.empty" defaultMessage="No saved addresses yet." /></Text>
          ) : (
            <DataTable
              label={title}
              columns={[
                { header: <FormattedMessage id="withdrawal.addresses.currency" defaultMessage="Currency" /> },
                { header: <FormattedMessage id="withdrawal.chain" defaultMessage="Chain" /> },
                { header: <FormattedMessage id="withdrawal.address" defaultMessage="Withdrawal address" /> },
                { header: <FormattedMessage id="withdrawal.addresses.remarks" defaultMessage="Remarks" /> },
                { header: <FormattedMessage id="withdrawal.addresses.memo" defaultMessage="Tag or memo" /> },
                { header: <FormattedMessage id="withdrawal.addresses.state" defaultMessage="State" /> },
                {},
              ]}
            >
              {addresses.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>{a.currency}</Table.Cell>
                  <Table.Cell>{a.chain}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{a.address}</Table.Cell>
                  <Table.Cell>{a.remarks}</Table.Cell>
                  <Table.Cell>{a.memo}</Table.Cell>
                  <Table.Cell><AddressState state={a.state} usableAt={a.usable_at} /></Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => events.remove(a.id)}
                      aria-label={intl.formatMessage({ id: 'withdrawal.addresses.deleteOne', defaultMessage: 'Delete {address}' }, { address: a.address })}
                    >
                      <FormattedMessage id="withdrawal.addresses.delete" defaultMessage="Delete" />
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </DataTable>
          )}
          {deleteId && (
            <ConfirmAlert
              titleId="delete-title"
              mt="4"
              question={<FormattedMessage id="withdrawal.addresses.deleteQuestion" defaultMessage="Delete this address from your address book?" />}
              keepLabel={<FormattedMessage id="withdrawal.addresses.keep" defaultMessage="Keep it" />}
              confirmLabel={confirmDeleteLabel}
              busy={deleting}
              onKeep={events.keep}
              onConfirm={events.confirmDelete}
            />
          )}
        </Card.Body>
      </Card.Root>
      <AllowlistModeCard />
      <FormShell
        title={intl.formatMessage({ id: 'withdrawal.addresses.addTitle', defaultMessage: 'Add a withdrawal address' })}
        submitLabel={intl.formatMessage({ id: 'withdrawal.addresses.add', defaultMessage: 'Save address' })}
        busy={adding}
        refusal={refusal}
        onSubmit={events.add}
      >
        <FormField label={intl.formatMessage({ id: 'withdrawal.addresses.currency', defaultMessage: 'Currency' })} value={values.currency} onChange={(v) => events.changeField('currency', v)} error={errors.currency} disabled />
        <WithdrawSelectField
          label={intl.formatMessage({ id: 'withdrawal.chain', defaultMessage: 'Chain' })}
          value={values.chain}
          onChange={(v) => events.changeField('chain', v)}
          options={chains.map((c) => ({ value: c, label: c }))}
          error={errors.chain}
        />
        <FormField label={intl.formatMessage({ id: 'withdrawal.address', defaultMessage: 'Withdrawal address' })} value={values.address} onChange={(v) => events.changeField('address', v)} error={errors.address} autoComplete="off" />
        <FormField label={intl.formatMessage({ id: 'withdrawal.addresses.remarks', defaultMessage: 'Remarks' })} value={values.remarks} onChange={(v) => events.changeField('remarks', v)} error={errors.remarks} />
        <FormField label={intl.formatMessage({ id: 'withdrawal.addresses.memo', defaultMessage: 'Tag or memo' })} value={values.memo} onChange={(v) => events.changeField('memo', v)} error={errors.memo} autoComplete="off" />
      </FormShell>
    </Stack>
  );
}
