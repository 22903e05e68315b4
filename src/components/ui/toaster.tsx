// The app's one toaster: success and warning notices from the API wrapper (spec §8: 3000 ms).
import { Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

export const noticeDurationMs = 3000;

// Bottom corner: a toast must never cover the navigation or the form the user is filling.
export const toaster = createToaster({ placement: 'bottom-end', duration: noticeDurationMs, pauseOnPageIdle: true, max: 4 });

// Not in a Portal: the group is fixed on top anyway, and mounting with its parent means it is
// listening before the first notice is created (a portal mounts a render later and misses it).
export function Toaster() {
  return (
    <ChakraToaster toaster={toaster}>
      {(toast) => (
        // A warning keeps Chakra's orange but darker, with white text: its default orange fails the 4.5:1 contrast.
        <Toast.Root minWidth="sm" maxWidth="md" {...(toast.type === 'warning' ? { bg: 'orange.700', color: 'white' } : {})}>
          <Toast.Indicator />
          <Stack gap="1" flex="1">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description color="inherit" opacity={1}>{toast.description}</Toast.Description>}
          </Stack>
          <Toast.CloseTrigger />
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}
