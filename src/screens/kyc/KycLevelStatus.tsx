// Where a level stands, as the user sees it on the overview and on the level's own page: its state,
// the reviewer's reason when it failed, every step of its timeline, what it unlocks and what it
// waits for (DESIGN §2 rules 2 and 5).
import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { KycLevelView } from '../../machines/kyc-level.flow';
import { kycActionNames, kycLevelNames, kycStateColour, kycStateNames } from './kyc-labels';

export function KycStateBadge({ state }: { state: KycLevelView['state'] }) {
  const intl = useIntl();
  return <Badge colorPalette={kycStateColour[state]} data-testid="kyc-state">{intl.formatMessage(kycStateNames[state])}</Badge>;
}

export function KycUnlocks({ view }: { view: KycLevelView }) {
  const intl = useIntl();
  return (
    <Text fontSize="sm" data-testid="kyc-unlocks">
      {view.unlocks.length === 0 ? (
        <FormattedMessage id="kyc.unlocks.none" defaultMessage="Unlocks nothing further under the current rules" />
      ) : (
        <FormattedMessage
          id="kyc.unlocks.some"
          defaultMessage="Needed for: {actions}"
          values={{ actions: intl.formatList(view.unlocks.map((a) => intl.formatMessage(kycActionNames[a]))) }}
        />
      )}
    </Text>
  );
}

export function KycLevelStatus({ view }: { view: KycLevelView }) {
  const intl = useIntl();
  return (
    <Stack gap="3" data-testid={`kyc-status-${view.level}`}>
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{intl.formatMessage(kycLevelNames[view.level])}</Text>
        <KycStateBadge state={view.state} />
      </HStack>
      {view.state === 'failed' && view.reason && (
        <Text color="fg.error" role="status">
          <FormattedMessage id="kyc.failedReason" defaultMessage="Authentication failed, please re-authenticate. Reason: {reason}" values={{ reason: view.reason }} />
        </Text>
      )}
      {view.state === 'underReview' && (
        <Text><FormattedMessage id="kyc.underReviewText" defaultMessage="A reviewer is checking your documents. You will see the result here." /></Text>
      )}
      {view.needs && (
        <Text color="fg.muted">
          <FormattedMessage id="kyc.needsFirst" defaultMessage="Available once {level} is approved." values={{ level: intl.formatMessage(kycLevelNames[view.needs]) }} />
        </Text>
      )}
      <KycUnlocks view={view} />
      {view.timeline.length > 0 && (
        <List.Root as="ol" gap="1" aria-label={intl.formatMessage({ id: 'kyc.timeline', defaultMessage: 'Timeline' })}>
          {view.timeline.map((step, i) => (
            <List.Item key={`${step.state}-${i}`}>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{intl.formatMessage(kycStateNames[step.state])}</Text>
                <Text color="fg.muted"><FormattedDate value={step.at} /> <FormattedTime value={step.at} /></Text>
              </HStack>
              {step.reason && <Text fontSize="sm"><FormattedMessage id="kyc.timeline.reason" defaultMessage="Reason: {reason}" values={{ reason: step.reason }} /></Text>}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
