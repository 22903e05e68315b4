// Runs the console's loan reviews through the operator's own client: the applications queue and
// one application, the repayment vouchers queue and one voucher.
import { useActorRef } from '@xstate/react';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { opsLoanReviewFlow } from '../../machines/ops-loan-review.flow';
import { opsLoanVoucherReviewFlow } from '../../machines/ops-loan-voucher-review.flow';
import { loanQueueServices, loanReviewServices, loanVoucherQueueServices, loanVoucherReviewServices } from '../../services/ops';
import { useOps } from './ops-session';

export function useLoanQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: loanQueueServices(client) }));
}

export function useLoanReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsLoanReviewFlow.provide({ actors: loanReviewServices(client) }), { input: { id } });
}

export function useLoanVoucherQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: loanVoucherQueueServices(client) }));
}

export function useLoanVoucherReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsLoanVoucherReviewFlow.provide({ actors: loanVoucherReviewServices(client) }), { input: { id } });
}
