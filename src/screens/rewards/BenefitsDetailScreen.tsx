// /benefitsDetail?task=<task>, one task of the reward centre (public): its condition, reward and
// kind with what the kind means, the user's progress and the claim.
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/feedback/Notice';
import { ButtonLink } from '../../components/ui/ButtonLink';
import type { RewardsActor } from '../../machines/rewards.flow';
import { BudgetNotice, RewardsFrame, TaskCard } from './rewards-parts';
import { BudgetStatement } from './SignRuleScreen';
import { useRewardsFlow } from './use-rewards';

export function BenefitsDetailView({ flow, task }: { flow: RewardsActor; task: string | null }) {
  return (
    <RewardsFrame flow={flow} title={<FormattedMessage id="rewards.detail.title" defaultMessage="Reward task" />}>
      {(overview) => {
        const shown = overview.tasks.find((t) => t.task === task);
        return (
          <>
            {shown
              ? (
                <>
                  <BudgetNotice overview={overview} short={shown.budget_short && shown.state !== 'claimed'} />
                  <TaskCard flow={flow} task={shown} asset={overview.asset} enabled={overview.enabled} />
                  <BudgetStatement overview={overview} />
                </>
              )
              : <Notice status="info" role="status"><FormattedMessage id="rewards.detail.missing" defaultMessage="This task is not offered." /></Notice>}
            <ButtonLink to="/benefits" alignSelf="start" variant="outline"><FormattedMessage id="rewards.detail.back" defaultMessage="All tasks" /></ButtonLink>
          </>
        );
      }}
    </RewardsFrame>
  );
}

export function BenefitsDetailScreen() {
  const [params] = useSearchParams();
  return <BenefitsDetailView flow={useRewardsFlow()} task={params.get('task')} />;
}
