// A question asked in place before something cannot be undone (cancel a withdrawal, delete an
// address): keep it, or go ahead, the button busy while the request runs.
import type { ReactNode } from 'react';
import { Alert, Button, HStack, type AlertRootProps } from '@chakra-ui/react';

export function ConfirmAlert({ titleId, question, keepLabel, confirmLabel, busy, onKeep, onConfirm, mt }: {
  /** The id of the question, which names the dialog. */
  titleId: string;
  question: ReactNode;
  keepLabel: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onKeep(): void;
  onConfirm(): void;
  mt?: AlertRootProps['mt'];
}) {
  return (
    <Alert.Root status="warning" role="alertdialog" aria-labelledby={titleId} mt={mt}>
      <Alert.Indicator />
      {/* minW 0: a long question wraps and the buttons go under each other on a phone instead of pushing out of the box. */}
      <Alert.Content minW="0">
        <Alert.Title id={titleId}>{question}</Alert.Title>
        <HStack mt="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onKeep} disabled={busy}>
            {keepLabel}
          </Button>
          <Button size="sm" colorPalette="red" onClick={onConfirm} loading={busy} loadingText={confirmLabel}>
            {confirmLabel}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
