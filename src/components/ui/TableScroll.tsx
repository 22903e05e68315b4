// The box every data table sits in: a table wider than the screen (a phone) scrolls sideways
// inside it, never the page. Focusable, so a keyboard can scroll it too.
import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <Table.ScrollArea tabIndex={0} maxW="full" focusRingColor="brand.focusRing">
      {children}
    </Table.ScrollArea>
  );
}
