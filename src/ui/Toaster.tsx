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

// Chakra's toast recipe, given to each part as its own style (`unstyled` drops the recipe's):
// a recipe's rules sit in a CSS cascade layer, and a layered rule inserted once the page is drawn
// makes the browser restyle and lay out the whole page again, about 120 ms of a phone's main
// thread when the "Secure connection established" toast first appears
// (docs/architecture.md#performance-budgets). The recipe's type colours are left out: ours
// replace them.
const recipe = toastSlotRecipe.base ?? {};
const rootStyle = Object.fromEntries(
  Object.entries(recipe.root ?? {}).filter(([key]) => !key.startsWith('&[data-type')),
);

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toasterStore} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const color = typeColor[toast.type ?? 'info'] ?? 'accent.fg';
          return (
            <Toast.Root
              unstyled
              css={rootStyle}
              width={{ md: '356px' }}
              bg="bg.panel"
              color="fg"
              borderWidth="1px"
              borderColor="border"
              borderInlineStartWidth="4px"
              borderInlineStartColor={color}
              boxShadow="lg"
            >
              {toast.type === 'loading' ? (
                <Spinner size="sm" color={color} />
              ) : (
                <Toast.Indicator css={recipe.indicator} color={color} />
              )}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title css={recipe.title}>{toast.title}</Toast.Title>}
                {toast.description && (
                  <Toast.Description css={recipe.description} color="fg.muted">
                    {toast.description}
                  </Toast.Description>
                )}
              </Stack>
              <Toast.CloseTrigger css={recipe.closeTrigger} color="fg.muted" aria-label="Dismiss notification" />
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
