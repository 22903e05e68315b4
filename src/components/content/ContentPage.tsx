// The frame of a content page: a heading, an optional line under it, and the body on a panel.
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export function ContentPage({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="6" maxW="4xl" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size="2xl">{title}</Heading>
        {subtitle && <Text color="fg.muted" fontSize="sm">{subtitle}</Text>}
      </Stack>
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="8">
        {children}
      </Box>
    </Stack>
  );
}
