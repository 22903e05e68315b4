// Operator-edited text is plain text: a blank line starts a new paragraph. It is never parsed
// as HTML, so a text cannot inject markup.
import { Stack, Text } from '@chakra-ui/react';

export function PlainText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <Stack gap="4" lineHeight="tall">
      {paragraphs.map((paragraph, i) => (
        <Text key={i} whiteSpace="pre-line">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
