// A table of records: its name for assistive technology, its column headings (an empty heading
// for a column of buttons) and, inside the sideways-scrolling box, the rows its screen renders.
import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';
import { TableScroll } from './TableScroll';

export interface DataColumn {
  /** Absent for a column of actions. */
  header?: ReactNode;
  /** Numbers line up at the end of the cell. */
  end?: boolean;
}

export function DataTable({ label, columns, scroll = true, children }: { label: string; columns: DataColumn[]; scroll?: boolean; children: ReactNode }) {
  const table = (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          {columns.map((column, i) => (
            <Table.ColumnHeader key={i} textAlign={column.end ? 'end' : undefined}>
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
  return scroll ? <TableScroll>{table}</TableScroll> : table;
}
