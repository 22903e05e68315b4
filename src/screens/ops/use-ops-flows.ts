// Runs the console's flows through the operator's own client.
import { useActorRef } from '@xstate/react';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { opsWithdrawReviewFlow } from '../../machines/ops-withdraw-review.flow';
import { opsDepositReviewFlow } from '../../machines/ops-deposit-review.flow';
import { opsSettingsFlow } from '../../machines/ops-settings.flow';
import { opsNewcoinsFlow } from '../../machines/launchpad-ops.flow';
import { opsNewcoinServices } from '../../services/launchpad';
import { depositQueueServices, depositReviewServices, settingsServices, withdrawQueueServices, withdrawReviewServices } from '../../services/ops';
import { useOps } from './ops-session';

export function useWithdrawQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: withdrawQueueServices(client) }));
}

export function useWithdrawReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsWithdrawReviewFlow.provide({ actors: withdrawReviewServices(client) }), { input: { id } });
}

export function useDepositQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: depositQueueServices(client) }));
}

export function useDepositReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsDepositReviewFlow.provide({ actors: depositReviewServices(client) }), { input: { id } });
}

export function useSettingsFlow() {
  const { client } = useOps();
  return useActorRef(opsSettingsFlow.provide({ actors: settingsServices(client) }));
}

export function useNewcoinsFlow() {
  const { client } = useOps();
  return useActorRef(opsNewcoinsFlow.provide({ actors: opsNewcoinServices(client) }));
}
