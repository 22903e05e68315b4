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
      <Alert.Content>
        <Alert.Title id={titleId}>{question}</Alert.Title>
        <HStack mt="2">
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
