import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toasterStore } from './toasterStore';

// Chakra's toasts are solid green, red and so on, with light text that fails AA contrast. Ours
// are dark panels, with the type shown by a light-coloured edge and icon.
const typeColor: Record<string, string> = {
  success: 'green.300',
  error: 'red.300',
  warning: 'orange.300',
  info: 'accent.fg',
  loading: 'accent.fg',
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toasterStore} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const color = typeColor[toast.type ?? 'info'] ?? 'accent.fg';
          return (
            <Toast.Root
              recipe={toastSlotRecipe}
              width={{ md: '356px' }}
              bg="bg.panel"
              color="fg"
              borderWidth="1px"
              borderColor="border"
              borderInlineStartWidth="4px"
              borderInlineStartColor={color}
              boxShadow="lg"
            >
              {toast.type === 'loading' ? <Spinner size="sm" color={color} /> : <Toast.Indicator color={color} />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description color="fg.muted">{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger color="fg.muted" aria-label="Dismiss notification" />
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
