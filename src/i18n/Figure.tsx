// A formatted figure in running text or a table cell: isolated from the text around it (<bdi>),
// so a right-to-left sentence cannot move its sign or unit, and never broken across lines. A plain
// element with a class the theme styles once: pages draw many figures, and re-draw them often.
import type { ReactNode } from 'react';
import { staticClass } from '../app/static-classes';

export function Figure({ children }: { children: ReactNode }) {
  return <bdi className={staticClass.figure}>{children}</bdi>;
}
