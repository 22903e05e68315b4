// One labelled value of a withdrawal as the user checks it: in the summary before confirming and
// in a record's details.
import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

export function Fact({ label, children, breakAll }: { label: ReactNode; children: ReactNode; breakAll?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak={breakAll ? 'break-all' : undefined}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
