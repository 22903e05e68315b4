// Runs the funds flows through the wire: each hook provides its flow's services (services/funds.ts)
// and the few effects that live outside a chart (clipboard, toast, file download).
import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { selectIsDemo } from '../../machines/session.selectors';
import { showNotice } from '../../app/notices';
import { assetsFlow } from '../../machines/assets.flow';
import { depositFlow } from '../../machines/deposit.flow';
import { ledgerExportFlow, recordsFlow, type LedgerFile } from '../../machines/records.flow';
import { transferFlow } from '../../machines/transfer.flow';
import {
  depositRecordsWith, exportLedgerWith, ledgerEntriesWith, loadBalancesWith, loadDepositInfoWith, sendTestFundsWith,
  checkTpwdWith, submitTransferWith, transferRecordsWith,
} from '../../services/funds';

/** Copies text to the clipboard; the older way where the clipboard API is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

export type RecordsKind = 'deposits' | 'transfers' | 'ledger';

export function useRecordsFlow(kind: RecordsKind) {
  const { client } = usePlatform();
  const load = kind === 'deposits' ? depositRecordsWith(client) : kind === 'transfers' ? transferRecordsWith(client) : ledgerEntriesWith(client);
  return useActorRef(recordsFlow.provide({ actors: { loadRecords: load } }));
}

export function useDepositFlow(records: { send(event: { type: 'REFRESH'; expectNew?: boolean }): void }, chain?: string) {
  const { client } = usePlatform();
  const intl = useIntl();
  const demo = useSessionSelector(selectIsDemo);
  return useActorRef(
    depositFlow.provide({
      actors: { loadDepositInfo: loadDepositInfoWith(client, chain), sendTestFunds: sendTestFundsWith(client) },
      actions: {
        copyAddress: (_, address: string) => {
          void copyText(address).then((copied) => showNotice(copied
            ? { kind: 'success', message: intl.formatMessage({ id: 'funds.deposit.copied', defaultMessage: 'copy success' }) }
            : { kind: 'warning', message: intl.formatMessage({ id: 'funds.deposit.copyFailed', defaultMessage: 'The browser did not allow copying: select the address and copy it.' }) }));
        },
        refreshRecords: () => records.send({ type: 'REFRESH', expectNew: true }),
      },
    }),
    { input: { demo } },
  );
}

export function useAssetsFlow() {
  const { client } = usePlatform();
  return useActorRef(assetsFlow.provide({ actors: { loadBalances: loadBalancesWith(client) } }));
}

export function useTransferFlow() {
  const { client } = usePlatform();
  return useActorRef(transferFlow.provide({ actors: { loadBalances: loadBalancesWith(client), checkTpwd: checkTpwdWith(client), submitTransfer: submitTransferWith(client) } }));
}

/** Hands the CSV to the browser as a file download. */
function downloadCsv(file: LedgerFile) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useLedgerExportFlow() {
  const { client } = usePlatform();
  return useActorRef(ledgerExportFlow.provide({ actors: { exportLedger: exportLedgerWith(client) }, actions: { saveFile: (_, file: LedgerFile) => downloadCsv(file) } }));
}
