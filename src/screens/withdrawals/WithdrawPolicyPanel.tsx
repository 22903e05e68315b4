// Every withdrawal rule, read from web/getWithdrawPolicy and shown before the user acts (DESIGN §2
// rule 2): fee, limits, currency and chains, the Hong Kong window and whether it is open, the
// withdrawals left today, the turnover rule with the user's progress, the KYC level, any security
// lock with its end time, what trade-only rewards keep in the balance, and how review works. What stops a withdrawal now is said on top.
import { Badge, Card, DataList, Heading, List } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { policyBlockers, type WithdrawBlocker, type WithdrawPolicy } from '../../machines/withdraw-policy';
import { Notice } from '../../components/feedback/Notice';
import { RouterTextLink } from '../../components/forms/RouterTextLink';


/** What stops a withdrawal now, in the server's own (translated) words. */
export function WithdrawBlockers({ policy }: { policy: WithdrawPolicy }) {
  const intl = useIntl();
  const blockers = policyBlockers(policy);
  if (blockers.length === 0) return null;
  const say = (key: string, values: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const until = policy.lock_until === null ? '' : intl.formatDate(policy.lock_until, { dateStyle: 'medium', timeStyle: 'short' });
  const text: Record<WithdrawBlocker, string> = {
    locked: say('error.withdrawLocked', { until }),
    closed: say('error.withdrawClosed', { start: policy.window.start, end: policy.window.end }),
    dailyLimit: say('error.withdrawDailyLimit', { limit: policy.per_day }),
    kyc: say('error.kycRequired', {}),
    turnover: say('error.withdrawTurnover', { required: policy.turnover.required, progress: policy.turnover.volume }),
  };
  return (
    <Notice
      status="warning" role="alert" data-testid="withdraw-blockers"
      title={<FormattedMessage id="withdrawal.blocked.title" defaultMessage="You cannot withdraw right now" />}
    >
      <List.Root>
        {blockers.map((b) => (
          <List.Item key={b}>{text[b]}</List.Item>
        ))}
      </List.Root>
    </Notice>
  );
}

/** Whether a rule lets the user withdraw now: green when it does, red when it does not. */
function RuleBadge({ met, yes, no }: { met: boolean; yes: React.ReactNode; no: React.ReactNode }) {
  return <Badge colorPalette={met ? 'green' : 'red'}>{met ? yes : no}</Badge>;
}

function Rule({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: 'auto', sm: '44' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function WithdrawPolicyPanel({ policy }: { policy: WithdrawPolicy }) {
  const intl = useIntl();
  const c = policy.currency;
  const ratioPercent = intl.formatNumber(Number(policy.turnover.ratio), { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Card.Root w="full" as="section" aria-labelledby="withdraw-rules-title">
      <Card.Header>
        <Heading as="h2" size="md" id="withdraw-rules-title">
          <FormattedMessage id="withdrawal.rules.title" defaultMessage="Withdrawal rules" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
          <Rule label={<FormattedMessage id="withdrawal.rules.available" defaultMessage="Available balance" />}>
            {policy.available} {c}
          </Rule>
          {Number(policy.trade_only_held) > 0 && (
            <Rule label={<FormattedMessage id="withdrawal.rules.tradeOnlyHeld" defaultMessage="Held by trade-only rewards" />}>
              <FormattedMessage
                id="withdrawal.rules.tradeOnlyHeldValue"
                defaultMessage="{held} {currency} stays in your balance until you have traded that much"
                values={{ held: policy.trade_only_held, currency: c }}
              />
            </Rule>
          )}
          <Rule label={<FormattedMessage id="withdrawal.rules.fee" defaultMessage="Fee" />}>
            <FormattedMessage id="withdrawal.rules.feeValue" defaultMessage="{fee} {currency} per withdrawal" values={{ fee: policy.fee, currency: c }} />
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.limits" defaultMessage="Minimum and maximum" />}>
            <FormattedMessage id="withdrawal.rules.limitsValue" defaultMessage="{min} to {max} {currency}" values={{ min: policy.min, max: policy.max, currency: c }} />
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.chains" defaultMessage="Currency and chains" />}>
            <FormattedMessage
              id="withdrawal.rules.chainsValue"
              defaultMessage="{currency} on {chains}"
              values={{ currency: c, chains: intl.formatList(policy.chains.concat(policy.bank_enabled ? [intl.formatMessage({ id: 'withdrawal.rules.bankCard', defaultMessage: 'bank card' })] : [])) }}
            />
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.window" defaultMessage="Opening hours" />}>
            <FormattedMessage
              id="withdrawal.rules.windowValue"
              defaultMessage="{start} to {end} Hong Kong time"
              values={{ start: policy.window.start, end: policy.window.end }}
            />{' '}
            <RuleBadge
              met={policy.window.open_now}
              yes={<FormattedMessage id="withdrawal.rules.openNow" defaultMessage="Open now" />}
              no={<FormattedMessage id="withdrawal.rules.closedNow" defaultMessage="Closed now" />}
            />
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.leftToday" defaultMessage="Withdrawals left today" />}>
            <FormattedMessage id="withdrawal.rules.leftTodayValue" defaultMessage="{left} of {perDay}" values={{ left: policy.left_today, perDay: policy.per_day }} />
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.turnover" defaultMessage="Turnover rule" />}>
            {policy.turnover.ratio === '0' || Number(policy.turnover.ratio) === 0 ? (
              <FormattedMessage id="withdrawal.rules.turnoverOff" defaultMessage="No turnover rule applies." />
            ) : (
              <>
                <FormattedMessage
                  id="withdrawal.rules.turnoverValue"
                  defaultMessage="Your trading volume since your first deposit must reach {ratio} of your deposits ({deposits} USDT): {required} USDT. Your volume so far: {volume} USDT."
                  values={{ ratio: ratioPercent, deposits: policy.turnover.deposits, required: policy.turnover.required, volume: policy.turnover.volume }}
                />{' '}
                <FormattedMessage
                  id="withdrawal.rules.turnoverCounts"
                  defaultMessage="Every spot trade of yours counts at its value in USDT, whether you bought or sold and whether your order waited in the book or filled at once."
                />{' '}
                <RuleBadge
                  met={policy.turnover.met}
                  yes={<FormattedMessage id="withdrawal.rules.met" defaultMessage="Met" />}
                  no={<FormattedMessage id="withdrawal.rules.notMet" defaultMessage="Not met yet" />}
                />
              </>
            )}
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.kyc" defaultMessage="Identity verification needed" />}>
            {policy.kyc.required === 'none' ? (
              <FormattedMessage id="withdrawal.rules.kycNone" defaultMessage="None" />
            ) : policy.kyc.required === 'junior' ? (
              <FormattedMessage id="withdrawal.rules.kycJunior" defaultMessage="Junior verification" />
            ) : policy.kyc.required === 'address' ? (
              <FormattedMessage id="kyc.level.address" defaultMessage="Address verification" />
            ) : (
              <FormattedMessage id="withdrawal.rules.kycSenior" defaultMessage="Senior verification" />
            )}
            {!policy.kyc.met && <>{' '}<RouterTextLink to="/sfyz"><FormattedMessage id="kyc.verifyNow" defaultMessage="Verify now" /></RouterTextLink></>}
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.lock" defaultMessage="Security lock" />}>
            {policy.lock_until === null ? (
              <FormattedMessage id="withdrawal.rules.noLock" defaultMessage="None" />
            ) : (
              <FormattedMessage
                id="withdrawal.rules.lockUntil"
                defaultMessage="Withdrawals are paused after a security change until {until}"
                values={{ until: intl.formatDate(policy.lock_until, { dateStyle: 'medium', timeStyle: 'short' }) }}
              />
            )}
          </Rule>
          <Rule label={<FormattedMessage id="withdrawal.rules.review" defaultMessage="Review" />}>
            {policy.auto_approve_below === '0' || Number(policy.auto_approve_below) === 0 ? (
              <FormattedMessage
                id="withdrawal.rules.reviewAll"
                defaultMessage="Every withdrawal is reviewed by staff within {hours} hours. The amount is frozen from submission until then; a rejection returns it at once, with the reason."
                values={{ hours: policy.review_hours }}
              />
            ) : (
              <FormattedMessage
                id="withdrawal.rules.reviewAbove"
                defaultMessage="Withdrawals below {amount} {currency} are approved automatically; others are reviewed by staff within {hours} hours. The amount is frozen from submission; a rejection returns it at once, with the reason."
                values={{ amount: policy.auto_approve_below, currency: c, hours: policy.review_hours }}
              />
            )}
          </Rule>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
