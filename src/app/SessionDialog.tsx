// The frame of the dialogs the session opens over the page (spec §8): centred, not closed by a
// click outside; Escape does what `onEscape` says, or nothing when the dialog cannot be left.
import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

export function SessionDialog({ title, children, footer, onEscape }: { title: ReactNode; children: ReactNode; footer?: ReactNode; onEscape?: () => void }) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={!!onEscape}
      onOpenChange={onEscape && ((details) => !details.open && onEscape())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
