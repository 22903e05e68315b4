// A formatted figure in running text or a table cell: isolated from the text around it (<bdi>),
// so a right-to-left sentence cannot move its sign or unit, and never broken across lines.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

export function Figure({ children }: { children: ReactNode }) {
  return <chakra.bdi whiteSpace="nowrap">{children}</chakra.bdi>;
}
