// The wire behind the loan screens (api/endpoints/loan.ts, web/getCredit for the limit): the
// catalogue with the credit left and the user's verification, applying, the user's loans by tab
// and page, one loan with its documents, repaying from the balance and sending a transfer's
// voucher. One services object per flow.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { LoanApplyRequest, LoanApplyTerms } from '../machines/loan-apply.flow';
import type { LoanPageRequest } from '../machines/loan-records.flow';
import type { LoanRepayRequest } from '../machines/loan-repay.flow';
import type { Loan, LoanDocumentView, LoanInfo } from '../machines/loan-terms';
import type { LoanVoucherRequest, LoanVoucherTerms } from '../machines/loan-voucher.flow';

type WireCaller = Pick<ApiClient, 'call'>;
type Submit<R> = { request: R; rtoken: string };

/** A user's loan with its documents, for the detail of /currencyRecord. */
export interface LoanDetail extends LoanInfo { documents: LoanDocumentView[] }

export function loanApplyServices(client: WireCaller) {
  return {
    loadTerms: fromPromise<LoanApplyTerms, void>(async ({ signal }) => {
      const [catalogue, credit, kyc] = await Promise.all([
        client.call('lendList', {}, { signal }),
        client.call('getCredit', {}, { signal }),
        client.call('hasRenzheng', {}, { signal }),
      ]);
      const level = kyc.data.levels.find((l) => l.level === catalogue.data.kyc_level);
      const verified = level?.state === 'approved' || level?.state === 'verified';
      return { catalogue: catalogue.data, credit: credit.data, verified };
    }),
    apply: fromPromise<Loan, Submit<LoanApplyRequest>>(async ({ input, signal }) =>
      (await client.call('lendBuy', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

export function loanRecordsServices(client: WireCaller) {
  return {
    loadLoans: fromPromise<Loan[], LoanPageRequest>(async ({ input, signal }) => (await client.call('lendMy', input, { signal })).data),
  };
}

export function loanDetailServices(client: WireCaller) {
  return {
    // The shared resource flow reads any data; the detail screen knows it is a LoanDetail.
    loadResource: fromPromise<unknown, unknown>(async ({ input, signal }): Promise<LoanDetail> => {
      const id = input as string;
      const [info, documents] = await Promise.all([
        client.call('lendInfo', { id }, { signal }),
        client.call('lend_img', { id }, { signal }),
      ]);
      return { ...info.data, documents: documents.data };
    }),
  };
}

export function loanRepayServices(client: WireCaller) {
  return {
    loadLoan: fromPromise<LoanInfo, { id: string }>(async ({ input, signal }) => (await client.call('lendInfo', input, { signal })).data),
    repay: fromPromise<Loan, Submit<LoanRepayRequest>>(async ({ input, signal }) =>
      (await client.call('lendRepay', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

export function loanVoucherServices(client: WireCaller) {
  return {
    loadTerms: fromPromise<LoanVoucherTerms, { id: string }>(async ({ input, signal }) => {
      const [info, catalogue] = await Promise.all([
        client.call('lendInfo', input, { signal }),
        client.call('lendList', {}, { signal }),
      ]);
      return { info: info.data, bank: catalogue.data.bank };
    }),
    sendVoucher: fromPromise<Loan, Submit<LoanVoucherRequest>>(async ({ input, signal }) =>
      (await client.call('lendVoucher', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

/** One of the user's own uploads (a loan document or voucher), as a file to show. */
export function downloadOwnUpload(client: Pick<ApiClient, 'download'>, uploadId: string, signal: AbortSignal): Promise<Blob> {
  return client.download('getUpload', { id: uploadId }, { signal, quiet: true });
}
