// What a form page shows once its change is done: what happened, and where to go next.
import type { ReactNode } from 'react';
import { Card, Heading, Stack } from '@chakra-ui/react';
import { Notice } from '../feedback/Notice';

export function SuccessPanel({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root maxW="lg" w="full" mx="auto">
      <Card.Body>
        <Stack gap="4">
          <Notice
            status="success" role="status"
            title={
              <Heading as="h1" size="md">
                {title}
              </Heading>
            }
          >
            {children}
          </Notice>
          {actions}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
