// Runs the loan flows over the wire: the application with its five document slots, the loans of a
// tab, one loan's detail, repaying from the balance, and a transfer's voucher with its slot.
import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { LoanDocument, loanDocuments } from '../../../api/endpoints/loan';
import type { LoanTab } from '../../../api/lifecycles/loan.lifecycle';
import { usePlatform } from '../../app/platform-context';
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
export function useOwnUpload(uploadId: string): { url: string | null; failed: boolean } {
  const { client } = usePlatform();
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    downloadOwnUpload(client, uploadId, abort.signal).then(
      (blob) => { url = URL.createObjectURL(blob); setState({ url, failed: false }); },
      () => { if (!abort.signal.aborted) setState({ url: null, failed: true }); },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, uploadId]);
  return state;
}
