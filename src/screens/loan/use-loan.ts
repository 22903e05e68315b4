// Runs the loan flows over the wire: the application with its five document slots, the loans of a
// tab, one loan's detail, repaying from the balance, and a transfer's voucher with its slot.
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { LoanDocument, loanDocuments } from '../../../api/endpoints/loan';
import type { LoanTab } from '../../../api/lifecycles/loan.lifecycle';
import { usePlatform } from '../../app/platform-context';
import { useDownloadedImage, type DownloadedImage } from '../../components/media/use-downloaded-image';
import { kycUploadFlow } from '../../machines/kyc-upload.flow';
import { loanApplyFlow, type LoanApplyActor } from '../../machines/loan-apply.flow';
import { isLoanTab, loanRecordsFlow } from '../../machines/loan-records.flow';
import { loanRepayFlow } from '../../machines/loan-repay.flow';
import { loanVoucherFlow, type LoanVoucherActor } from '../../machines/loan-voucher.flow';
import { resourceFlow } from '../../machines/resource.flow';
import {
  downloadOwnUpload, loanApplyServices, loanDetailServices, loanRecordsServices, loanRepayServices, loanVoucherServices,
} from '../../services/loan';
import { uploadImageWith } from '../../services/uploads';

export function useLoanApplyFlow() {
  const { client } = usePlatform();
  return useActorRef(loanApplyFlow.provide({ actors: loanApplyServices(client) }));
}

/**
 * The upload purpose of each document, checked against the contract's table at compile time; the
 * table itself lives in the endpoint module, whose runtime schemas would weigh on the route.
 */
const documentPurposes: { readonly [D in LoanDocument]: (typeof loanDocuments)[D] } = {
  credit: 'loanCredit', housing: 'loanHousing', income: 'loanIncome', bank_statement: 'loanBankStatement', id_photo: 'loanIdPhoto',
};

/** One document slot of the application: its upload id fills that document of the form. */
export function useLoanDocumentSlot(apply: LoanApplyActor, document: LoanDocument) {
  const { client } = usePlatform();
  return useActorRef(
    kycUploadFlow.provide({
      actors: { uploadImage: uploadImageWith(client) },
      actions: { reportUpload: ({ context }) => apply.send({ type: 'DOCUMENT', document, uploadId: context.uploadId ?? '' }) },
    }),
    { input: { purpose: documentPurposes[document] } },
  );
}

export function useLoanRecordsFlow(tab: LoanTab) {
  const { client } = usePlatform();
  return useActorRef(loanRecordsFlow.provide({ actors: loanRecordsServices(client) }), { input: { tab } });
}

export function useLoanDetail(id: string) {
  const { client } = usePlatform();
  return useActorRef(resourceFlow.provide({ actors: loanDetailServices(client) }), { input: id });
}

export function useLoanRepayFlow(id: string) {
  const { client } = usePlatform();
  return useActorRef(loanRepayFlow.provide({ actors: loanRepayServices(client) }), { input: { id } });
}

export function useLoanVoucherFlow(id: string) {
  const { client } = usePlatform();
  return useActorRef(loanVoucherFlow.provide({ actors: loanVoucherServices(client) }), { input: { id } });
}

/** The voucher's image slot: its upload id fills the voucher of the form. */
export function useVoucherSlot(voucher: LoanVoucherActor) {
  const { client } = usePlatform();
  return useActorRef(
    kycUploadFlow.provide({
      actors: { uploadImage: uploadImageWith(client) },
      actions: { reportUpload: ({ context }) => voucher.send({ type: 'VOUCHER', uploadId: context.uploadId ?? '' }) },
    }),
    { input: { purpose: 'loanVoucher' } },
  );
}

/** The tab the address names; owed when it names none or an unknown one. */
export function useLoanTab(): [LoanTab, (tab: LoanTab) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  return [isLoanTab(named) ? named : 'owed', (tab) => setParams({ tab })];
}

/** One of the user's own uploads as an object URL, released when left. */
export function useOwnUpload(uploadId: string): DownloadedImage {
  const { client } = usePlatform();
  return useDownloadedImage(client, uploadId, (signal) => downloadOwnUpload(client, uploadId, signal));
}
