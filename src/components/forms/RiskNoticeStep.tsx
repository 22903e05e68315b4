// The step a risky product shows once before a user's first order: what can go wrong, one point a
// line, then "I understand" (sent to the server, which records it) or back to the form. A failed
// acknowledgement says why above the buttons.
import { useId, type ReactNode } from 'react';
import { Button, ButtonGroup, Heading, List, Stack } from '@chakra-ui/react';
import type { Refusal } from '../../machines/form-validation';
import { RefusalAlert } from './RefusalAlert';

export interface RiskNoticeStepProps {
  title: ReactNode;
  risks: ReactNode[];
  /** A line below the list (how often it is asked, where the rules stay). */
  footer?: ReactNode;
  acknowledgeLabel: string;
  backLabel: ReactNode;
  busy: boolean;
  refusal: Refusal | null;
  onAcknowledge(): void;
  onBack(): void;
}

export function RiskNoticeStep({ title, risks, footer, acknowledgeLabel, backLabel, busy, refusal, onAcknowledge, onBack }: RiskNoticeStepProps) {
  const titleId = useId();
  return (
    <Stack gap="3" role="region" aria-labelledby={titleId}>
      <Stack gap="2" fontSize="sm">
        <Heading as="h3" size="sm" id={titleId}>{title}</Heading>
        <List.Root ps="5" gap="1">
          {risks.map((risk, i) => <List.Item key={i}>{risk}</List.Item>)}
        </List.Root>
        {footer}
      </Stack>
      <RefusalAlert refusal={refusal} />
      <ButtonGroup size="sm" wrap="wrap">
        <Button colorPalette="brand" loading={busy} loadingText={acknowledgeLabel} onClick={onAcknowledge}>{acknowledgeLabel}</Button>
        <Button variant="outline" disabled={busy} onClick={onBack}>{backLabel}</Button>
      </ButtonGroup>
    </Stack>
  );
}
