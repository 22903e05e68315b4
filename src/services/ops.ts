// The wire behind the operator console (api/endpoints/ops.ts, and the review calls of
// api/endpoints/kyc.ts, uploads.ts, earn.ts and loan.ts): its own client, which carries the operator's token
// and never the user's (DESIGN §3), its login, the queues, the review decisions and the settings.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClient, type ApiClientOptions } from './api';
import type { OpsGrant, OpsLoginParams } from '../machines/ops-session.flow';
import type { OpsDecision, OpsWithdrawDetail, OpsWithdrawal } from '../machines/ops-withdraw-review.flow';
import type { OpsDepositDecision, OpsDepositDetail, OpsManualDeposit } from '../machines/ops-deposit-review.flow';
import type { OpsKycDecision, OpsKycDetail, OpsKycItem } from '../machines/ops-kyc-review.flow';
import type { OpsSetting } from '../machines/ops-settings.flow';
import type { OpsRedemption, OpsRedemptionDecision, OpsRedemptionDetail, OpsRedemptionRow } from '../machines/ops-redemption-review.flow';
import type { OpsLoanDecision, OpsLoanDetail, OpsLoanItem, OpsLoanRow } from '../machines/ops-loan-review.flow';
import type {
  OpsLoanVoucherDecision, OpsLoanVoucherDetail, OpsLoanVoucherItem, OpsLoanVoucherRow,
} from '../machines/ops-loan-voucher-review.flow';

export type OpsClient = ApiClient;
export type OpsClientOptions = ApiClientOptions;

/** The console's client: the same wrapper as the user's, given the operator's token and notices. */
export const createOpsClient: (options: OpsClientOptions) => OpsClient = createApiClient;

export function opsLoginServices(client: OpsClient) {
  return {
    logIn: fromPromise<OpsGrant, { params: OpsLoginParams; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsLogin', input.params, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

export function withdrawQueueServices(client: OpsClient) {
  return { loadQueue: fromPromise<unknown[], void>(async ({ signal }) => (await client.call('opsWithdrawQueue', {}, { signal, quiet: true })).data) };
}

const withdrawDecisionCalls = { approve: 'opsApproveWithdraw', reject: 'opsRejectWithdraw', confirmPayout: 'opsConfirmPayout' } as const;

export function withdrawReviewServices(client: OpsClient) {
  return {
    loadDetail: fromPromise<OpsWithdrawDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsWithdrawDetail', { id: input.id }, { signal, quiet: true })).data),
    decide: fromPromise<OpsWithdrawal, { id: string; decision: OpsDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call(withdrawDecisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

export function depositQueueServices(client: OpsClient) {
  return { loadQueue: fromPromise<unknown[], void>(async ({ signal }) => (await client.call('opsDepositQueue', {}, { signal, quiet: true })).data) };
}

const depositDecisionCalls = { approve: 'opsApproveDeposit', reject: 'opsRejectDeposit' } as const;

export function depositReviewServices(client: OpsClient) {
  return {
    loadDetail: fromPromise<OpsDepositDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsDepositDetail', { id: input.id }, { signal, quiet: true })).data),
    decide: fromPromise<OpsManualDeposit, { id: string; decision: OpsDepositDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call(depositDecisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

export function kycQueueServices(client: OpsClient) {
  return { loadQueue: fromPromise<unknown[], void>(async ({ signal }) => (await client.call('opsKycQueue', {}, { signal, quiet: true })).data) };
}

const kycDecisionCalls = { approve: 'opsKycApprove', reject: 'opsKycReject' } as const;

export function kycReviewServices(client: OpsClient) {
  return {
    loadDetail: fromPromise<OpsKycDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsKycDetail', { id: input.id }, { signal, quiet: true })).data),
    decide: fromPromise<OpsKycItem, { id: string; decision: OpsKycDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call(kycDecisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

export function redemptionQueueServices(client: OpsClient) {
  return {
    loadQueue: fromPromise<unknown[], void>(async ({ signal }): Promise<OpsRedemptionRow[]> =>
      (await client.call('opsRedemptionQueue', {}, { signal, quiet: true })).data.map((r) => ({ id: r.order.id, ...r }))),
  };
}

const redemptionDecisionCalls = { approve: 'opsApproveRedemption', reject: 'opsRejectRedemption' } as const;

export function redemptionReviewServices(client: OpsClient) {
  return {
    loadDetail: fromPromise<OpsRedemptionDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsRedemptionDetail', { id: input.id }, { signal, quiet: true })).data),
    decide: fromPromise<OpsRedemption, { id: string; decision: OpsRedemptionDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call(redemptionDecisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

/** An upload shown to the reviewer, fetched as a file with the operator's session. */
export function loanQueueServices(client: OpsClient) {
  return {
    loadQueue: fromPromise<unknown[], void>(async ({ signal }): Promise<OpsLoanRow[]> =>
      (await client.call('opsLoanQueue', {}, { signal, quiet: true })).data.map((r) => ({ id: r.loan.id, ...r }))),
  };
}

const loanDecisionCalls = { approve: 'opsApproveLoan', reject: 'opsRejectLoan' } as const;

export function loanReviewServices(client: OpsClient) {
  return {
    loadDetail: fromPromise<OpsLoanDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsLoanDetail', { id: input.id }, { signal, quiet: true })).data),
    decide: fromPromise<OpsLoanItem, { id: string; decision: OpsLoanDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call(loanDecisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

export function loanVoucherQueueServices(client: OpsClient) {
  return {
    loadQueue: fromPromise<unknown[], void>(async ({ signal }): Promise<OpsLoanVoucherRow[]> =>
      (await client.call('opsLoanVoucherQueue', {}, { signal, quiet: true })).data.map((r) => ({ id: r.voucher.id, ...r }))),
  };
}

const voucherDecisionCalls = { confirm: 'opsConfirmLoanVoucher', reject: 'opsRejectLoanVoucher' } as const;

export function loanVoucherReviewServices(client: OpsClient) {
  return {
    loadDetail: fromPromise<OpsLoanVoucherDetail, { id: string }>(async ({ input, signal }) =>
      (await client.call('opsLoanVoucherDetail', { id: input.id }, { signal, quiet: true })).data),
    decide: fromPromise<OpsLoanVoucherItem, { id: string; decision: OpsLoanVoucherDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call(voucherDecisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}

export function downloadReviewImage(client: OpsClient, uploadId: string, signal: AbortSignal): Promise<Blob> {
  return client.download('opsGetUpload', { id: uploadId }, { signal, quiet: true });
}

export function settingsServices(client: OpsClient) {
  return {
    loadSettings: fromPromise<OpsSetting[], void>(async ({ signal }) => (await client.call('opsSettings', {}, { signal, quiet: true })).data),
    saveSetting: fromPromise<OpsSetting, { key: string; value: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsSetSetting', { key: input.key, value: input.value }, { signal, rtoken: input.rtoken, quiet: true })).data),
  };
}
