// A page that only says something: an optional line above the title, the title, a paragraph and
// what the visitor can do next (not found, not open yet, sign in, a page that failed to show).
import type { ReactNode } from 'react';
import { Center, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../ui/ButtonLink';

export interface MessagePageProps {
  /** Shown above the title, such as the 404 or a release badge. */
  above?: ReactNode;
  title: ReactNode;
  body: ReactNode;
  /** The buttons or links below the paragraph. */
  children: ReactNode;
  testId?: string;
  maxW?: StackProps['maxW'];
  gap?: StackProps['gap'];
  py?: StackProps['py'];
  titleSize?: '2xl' | 'xl';
}

export function MessagePage({ above, title, body, children, testId, maxW = 'lg', gap = '4', py = '20', titleSize = '2xl' }: MessagePageProps) {
  return (
    <Center py={py}>
      <Stack gap={gap} align="center" textAlign="center" maxW={maxW} data-testid={testId}>
        {above}
        <Heading as="h1" size={titleSize}>
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        {children}
      </Stack>
    </Center>
  );
}

/** The way out of a page that has nothing to show. */
export function BackHomeLink() {
  return (
    <ButtonLink to="/" colorPalette="brand" variant="subtle">
      <FormattedMessage id="common.backHome" defaultMessage="Back to home" />
    </ButtonLink>
  );
}
