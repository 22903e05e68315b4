// What a form page shows once its change is done: what happened, and where to go next.
import type { ReactNode } from 'react';
import { Alert, Card, Heading, Stack } from '@chakra-ui/react';

export function SuccessPanel({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root maxW="lg" w="full" mx="auto">
      <Card.Body>
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Heading as="h1" size="md">
                  {title}
                </Heading>
              </Alert.Title>
              {children && <Alert.Description>{children}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
          {actions}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
