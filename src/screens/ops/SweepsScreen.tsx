// /ops/sweeps (admins): the latest sweeps of deposit addresses into the hot wallet, newest first,
// with the gas the hot wallet sent first and both transactions. Read-only: the platform's job
// plans and drives them. A view of the ops queue chart (load, show, refresh).
import { Badge } from '@chakra-ui/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { fromMinor } from '../../../api/money';
import { formatAmount } from '../../i18n/format';
import type { OpsSweep } from '../../services/custody';
import { QueuePage } from './QueuePage';
import { useSweepListFlow } from './use-ops-custody-flows';

/** The native coin's decimals on the EVM chain (wei per ether). */
const NATIVE_DECIMALS = 18;

const stateNames = defineMessages({
  funding: { id: 'ops.sweeps.state.funding', defaultMessage: 'Sending gas' },
  sweeping: { id: 'ops.sweeps.state.sweeping', defaultMessage: 'Sweeping' },
  swept: { id: 'ops.sweeps.state.swept', defaultMessage: 'Swept' },
});

export default function SweepsScreen() {
  const intl = useIntl();
  return (
    <QueuePage<OpsSweep>
      flow={useSweepListFlow()}
      title={intl.formatMessage({ id: 'ops.sweeps.title', defaultMessage: 'Sweeps to the hot wallet' })}
      intro={<FormattedMessage id="ops.sweeps.intro" defaultMessage="Credited deposit addresses are swept into the hot wallet: the hot wallet first sends the gas the transfer needs, then the address sends its whole balance. Users' balances do not change." />}
      empty={<FormattedMessage id="ops.sweeps.empty" defaultMessage="No sweeps yet." />}
      submittedAt={(s) => s.created_at}
      user={(s) => s.user_id ?? '—'}
      columns={[
        { header: <FormattedMessage id="ops.sweeps.state" defaultMessage="State" />, cell: (s) => <Badge colorPalette={s.state === 'swept' ? 'green' : 'orange'}>{intl.formatMessage(stateNames[s.state])}</Badge> },
        { header: <FormattedMessage id="ops.queue.amount" defaultMessage="Amount" />, cell: (s) => formatAmount(intl, s.amount, s.currency) },
        { header: <FormattedMessage id="ops.sweeps.gas" defaultMessage="Gas sent" />, cell: (s) => formatAmount(intl, fromMinor(BigInt(s.gas_amount), NATIVE_DECIMALS), 'ETH') },
        { header: <FormattedMessage id="ops.sweeps.address" defaultMessage="Address" />, cell: (s) => `${s.chain} ${s.address}`, truncate: true },
        { header: <FormattedMessage id="ops.sweeps.gasTx" defaultMessage="Gas transaction" />, cell: (s) => s.gas_tx ?? '—', truncate: true },
        { header: <FormattedMessage id="ops.sweeps.sweepTx" defaultMessage="Sweep transaction" />, cell: (s) => s.sweep_tx ?? '—', truncate: true },
      ]}
    />
  );
}
