// Runs the console's flows through the operator's own client.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { opsWithdrawReviewFlow, type OpsDecision, type OpsWithdrawDetail, type OpsWithdrawal } from '../../machines/ops-withdraw-review.flow';
import { opsDepositReviewFlow, type OpsDepositDecision, type OpsDepositDetail, type OpsManualDeposit } from '../../machines/ops-deposit-review.flow';
import { opsSettingsFlow, type OpsSetting } from '../../machines/ops-settings.flow';
import { useOps } from './ops-session';

export function useWithdrawQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({
    actors: { loadQueue: fromPromise<unknown[], void>(async ({ signal }) => (await client.call('opsWithdrawQueue', {}, { signal, quiet: true })).data) },
  }));
}

const decisionCalls = { approve: 'opsApproveWithdraw', reject: 'opsRejectWithdraw', confirmPayout: 'opsConfirmPayout' } as const;

export function useWithdrawReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsWithdrawReviewFlow.provide({
    actors: {
      loadDetail: fromPromise<OpsWithdrawDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsWithdrawDetail', { id: input.id }, { signal, quiet: true })).data),
      decide: fromPromise<OpsWithdrawal, { id: string; decision: OpsDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
        (await client.call(decisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
    },
  }), { input: { id } });
}

export function useDepositQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({
    actors: { loadQueue: fromPromise<unknown[], void>(async ({ signal }) => (await client.call('opsDepositQueue', {}, { signal, quiet: true })).data) },
  }));
}

const depositDecisionCalls = { approve: 'opsApproveDeposit', reject: 'opsRejectDeposit' } as const;

export function useDepositReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsDepositReviewFlow.provide({
    actors: {
      loadDetail: fromPromise<OpsDepositDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsDepositDetail', { id: input.id }, { signal, quiet: true })).data),
      decide: fromPromise<OpsManualDeposit, { id: string; decision: OpsDepositDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
        (await client.call(depositDecisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
    },
  }), { input: { id } });
}

export function useSettingsFlow() {
  const { client } = useOps();
  return useActorRef(opsSettingsFlow.provide({
    actors: {
      loadSettings: fromPromise<OpsSetting[], void>(async ({ signal }) => (await client.call('opsSettings', {}, { signal, quiet: true })).data),
      saveSetting: fromPromise<OpsSetting, { key: string; value: string; rtoken: string }>(async ({ input, signal }) =>
        (await client.call('opsSetSetting', { key: input.key, value: input.value }, { signal, rtoken: input.rtoken, quiet: true })).data),
    },
  }));
}
