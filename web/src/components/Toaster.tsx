import {
  Toaster as ChakraToaster,
  Portal,
  Stack,
  Toast,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { toaster } from '../lib/toastStore';

/**
 * Toasts sit at the bottom right on wide screens, and at the top on a phone, where the bottom of
 * the screen holds the page's main call to action (a dialog's submit, Request a Quote).
 */
function useToastPlacement() {
  const placement = useBreakpointValue({ base: 'top', md: 'bottom-end' } as const) ?? 'bottom-end';
  useEffect(() => {
    // The toast group reads the store's placement each time it renders, i.e. at the next toast.
    toaster.attrs.placement = placement;
  }, [placement]);
}

export function Toaster() {
  useToastPlacement();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
