// The contracts tab of /market: the 15 contract instruments with their mark (the reference
// price they trade at) and whether they trade now, each linking to its trade screen (/deal_c for
// crypto, /preciousMetal for the CFDs). A view of the contract list flow.
import { Link, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { DataTable } from '../../components/ui/DataTable';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { selectContractList, selectContractListRefusal, selectContractListStage } from '../../machines/contract-list.flow';
import { pauseOf } from '../../machines/contract-instrument';
import { useContractList } from './use-contract-list';
import { OpenStateWord } from '../contract/OpenStateWord';

export function ContractsTable() {
  const intl = useIntl();
  const fmt = useFormat();
  const flow = useContractList();
  const stage = useSelector(flow, selectContractListStage);
  const list = useSelector(flow, selectContractList);
  const refusal = useSelector(flow, selectContractListRefusal);
  if (stage === 'loading') return <PageLoading />;
  if (stage === 'unavailable' || !list) return <UnavailableAlert refusal={refusal} onRetry={() => flow.send({ type: 'RETRY' })} />;
  return (
    <>
      {list.replayed && (
        <Text fontSize="sm" color="fg.muted" role="note" my="2">
          <FormattedMessage id="contract.replayed" defaultMessage="Replayed prices: this deployment replays recorded prices, not live ones. Positions here are for practice." />
        </Text>
      )}
      <DataTable
        label={intl.formatMessage({ id: 'market.contracts.table', defaultMessage: 'Contract markets' })}
        columns={[
          { header: <FormattedMessage id="contract.list.instrument" defaultMessage="Instrument" /> },
          { header: <FormattedMessage id="contract.list.mark" defaultMessage="Mark price" />, end: true },
          { header: <FormattedMessage id="market.contracts.leverage" defaultMessage="Leverage up to" />, end: true },
          { header: <FormattedMessage id="contract.list.state" defaultMessage="State" />, end: true },
        ]}
      >
        {list.instruments.map((i) => {
          const paused = pauseOf(i);
          return (
            <Table.Row key={i.symbol}>
              <Table.Cell>
                <Link asChild><RouterLink to={`${i.kind === 'cfd' ? '/preciousMetal' : '/deal_c'}?symbol=${i.symbol}`}>{i.symbol}</RouterLink></Link>
                <Text fontSize="xs" color="fg.muted">{i.name}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono"><Figure>{i.mark.price === null ? '—' : fmt.decimal(i.mark.price)}</Figure></Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono"><Figure>{`${i.max_leverage}x`}</Figure></Table.Cell>
              <Table.Cell textAlign="end" fontSize="xs">
                <OpenStateWord block={paused} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      <Text fontSize="xs" color="fg.muted" mt="2">
        <FormattedMessage
          id="market.contracts.note"
          defaultMessage="Contracts trade against the platform at the mark price (the reference price of {source}) plus or minus a disclosed spread; gold, silver and crude oil trade Sunday 22:00 to Friday 21:00 UTC."
          values={{ source: list.source }}
        />
      </Text>
    </>
  );
}
