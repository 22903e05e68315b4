// The frame of a form page: a title, an optional lead, the fields, the refusal above the submit
// button, and the button. Submitting goes to the flow; the browser's own checks are off so the
// flow's messages are the ones shown.
import type { FormEvent, ReactNode } from 'react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { Refusal } from '../../machines/form-validation';
import { RefusalAlert } from './RefusalAlert';

export interface FormShellProps {
  title: string;
  lead?: ReactNode;
  submitLabel: string;
  busy: boolean;
  refusal: Refusal | null;
  onSubmit(): void;
  children: ReactNode;
  footer?: ReactNode;
}

export function FormShell({ title, lead, submitLabel, busy, refusal, onSubmit, children, footer }: FormShellProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card.Root maxW="lg" w="full" mx="auto">
      <Card.Header>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {lead && <Text color="fg.muted">{lead}</Text>}
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="4">
            {children}
            <RefusalAlert refusal={refusal} />
            <Button type="submit" loading={busy} loadingText={submitLabel} w="full">
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </Card.Body>
      {footer && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}
