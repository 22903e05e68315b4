// The wire behind the funds area (api/endpoints/funds.ts) and the transfers beside it
// (api/endpoints/transfers.ts): balances, deposits, test funds, the manual claim, transfers and
// the ledger. No abort signal on the balances, deposit and transfer loads: a stopped flow ignores a
// late answer, and React's development double-mount would otherwise cancel the first load of
// every screen.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { Balances } from '../machines/assets.flow';
import type { DepositInfo, TestFunds } from '../machines/deposit.flow';
import { ledgerRows } from '../machines/funds-ledger';
import type { ManualDepositReceipt, ManualDepositValues } from '../machines/manual-deposit.flow';
import type { LedgerFile, RecordItem } from '../machines/records.flow';
import type { TransferReceipt, TransferValues } from '../machines/transfer.flow';

/** The spot and contract accounts, both from web/getAsset2. */
export const loadBalancesWith = (client: ApiClient) =>
  fromPromise<Balances, void>(async () => {
    const { data } = await client.call('getAsset2', {});
    return { total_usdt: data.total_usdt, spot: data.assets, contract: data.contract };
  });

/** `chain` is the one chosen in the page's address (?chain=), else the platform's default. */
export const loadDepositInfoWith = (client: ApiClient, chain?: string) =>
  fromPromise<DepositInfo, { currency: string }>(async ({ input }) => {
    const [address, policy, assets] = await Promise.all([
      client.call('getQrcode', { currency: input.currency, chain }),
      client.call('getWithdrawPolicy', { currency: input.currency }),
      client.call('getAsset2', {}),
    ]);
    return { address: address.data, turnover: policy.data.turnover, currencies: assets.data.assets.map((a) => a.currency) };
  });

export const sendTestFundsWith = (client: ApiClient) =>
  fromPromise<TestFunds, void>(async () => (await client.call('demoFunds', {})).data);

export const depositRecordsWith = (client: ApiClient) =>
  fromPromise<RecordItem[], void>(async () => (await client.call('depositRecords', {})).data);

/** A manual deposit claim; quiet, as the form shows a refusal next to its fields. */
export const submitClaimWith = (client: ApiClient) =>
  fromPromise<ManualDepositReceipt, { values: ManualDepositValues; rtoken: string }>(async ({ input: { values, rtoken } }) =>
    (await client.call('manualDeposit', values, { rtoken, quiet: true })).data);

export const transferRecordsWith = (client: ApiClient) =>
  fromPromise<RecordItem[], void>(async () => (await client.call('transferRecords', {})).data);

export const ledgerEntriesWith = (client: ApiClient) =>
  fromPromise<RecordItem[], void>(async () => ledgerRows((await client.call('ledgerExport', {})).data.csv));

export const exportLedgerWith = (client: ApiClient) =>
  fromPromise<LedgerFile, void>(async () => (await client.call('ledgerExport', {})).data);

/**
 * Whether a transaction password is set, asked before a transfer or a withdrawal; quiet, as the
 * page says what to do when it is not.
 */
export const checkTpwdWith = (client: ApiClient) =>
  fromPromise<{ set: boolean }, void>(async ({ signal }) => (await client.call('hasTpassword', {}, { signal, quiet: true })).data);

export const submitTransferWith = (client: ApiClient) =>
  fromPromise<TransferReceipt, { values: TransferValues; rtoken: string }>(async ({ input }) =>
    (await client.call('transfer', input.values, { rtoken: input.rtoken, quiet: true })).data);
