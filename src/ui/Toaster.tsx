import { useEffect } from 'react';
import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toasterStore } from './toasterStore';
import { PHONE_TOAST_TOP, placePhoneToasts } from './placePhoneToasts';

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

// On a phone a toast at the bottom covered the first screen's price and 'Add to Cart' (the
// secure-connection toast, 2 s after every load). There toasts sit at the top, under the nav bar
// as it first sits (24 px down, 65 px tall), full width minus margins (DECISIONS 2026-11-26),
// unless that would cover the page's heading or an open menu: then just below them, or at the
// bottom (DECISIONS 2026-11-27; placePhoneToasts sets the variable). The store has one placement
// for every screen size and Zag writes it as inline styles, so the phone placement overrides
// them; a top toast is lifted down, not up, when another arrives.
const phoneGroup = {
  mdDown: {
    top: `var(${PHONE_TOAST_TOP}, calc(env(safe-area-inset-top, 0px) + 6rem)) !important`,
    bottom: 'auto !important',
  },
};
const phoneToast = {
  mdDown: {
    top: '0 !important',
    bottom: 'auto !important',
    '--lift': '1 !important',
    '--sign': '-1 !important',
  },
};
// At most two lines on a phone: the title's and the description's, each cut with an ellipsis
// (the whole text is still announced).
const oneLineOnPhones = { mdDown: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } };

/**
 * Moves phone toasts out of the way when a menu or dialog opens or closes. Focus moves as it starts
 * to open, while the menu still slides in: its heading and links are not yet where they will
 * stay, so the toasts are placed again when its animation ends (a toast placed only on focus was
 * seen covering 'Delivery Guarantee' once the menu had settled). Neither event is sure to come
 * after the toast: a toast raised while the menu's code is still loading was placed for the page,
 * and in WebKit, whose window may not have the focus, it stayed over the menu's first links once
 * the menu opened (issue 40). So while a toast shows, any dialog opening or closing in the page
 * (a portal added or removed, its data-state changing) places the toasts again, once a frame.
 */
function usePhoneToastPlacement() {
  useEffect(() => {
    const place = () => {
      if (toasterStore.getVisibleToasts().length > 0) placePhoneToasts();
    };
    const events = ['focusin', 'animationend'] as const;
    for (const event of events) document.addEventListener(event, place);
    window.addEventListener('resize', place);

    let frame = 0;
    const placeNextFrame = () => {
      if (frame === 0) frame = requestAnimationFrame(() => ((frame = 0), place()));
    };
    const dialogs = new MutationObserver(placeNextFrame);
    let watching = false;
    const watchWhileShown = () => {
      const shown = toasterStore.getVisibleToasts().length > 0;
      if (shown === watching) return;
      watching = shown;
      if (shown) {
        dialogs.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['data-state'],
        });
      } else dialogs.disconnect();
    };
    const unsubscribe = toasterStore.subscribe(watchWhileShown);
    watchWhileShown();
    return () => {
      for (const event of events) document.removeEventListener(event, place);
      window.removeEventListener('resize', place);
      unsubscribe();
      dialogs.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}

export function Toaster() {
  usePhoneToastPlacement();
  return (
    <Portal>
      {/* Zag names the region after its placement ('bottom-end'), which is not where a phone shows
          it. Alt+T (Zag's hotkey) moves focus to the toasts; Tab never does (below). */}
      <ChakraToaster
        toaster={toasterStore}
        insetInline={{ mdDown: '4' }}
        css={phoneGroup}
        aria-label="Notifications (Alt+T)"
      >
        {(toast) => {
          const color = typeColor[toast.type ?? 'info'] ?? 'accent.fg';
          return (
            // Out of the Tab order: tabbing past the page's last control reached each toast, and
            // Zag sent focus back to the control before it when the toast closed, over and over.
            <Toast.Root
              tabIndex={-1}
              // A toast raised with `meta: { quiet: true }` repeats what this tab has already read
              // out (the secure-connection notice after the first load): shown, not spoken.
              aria-hidden={toast.meta?.quiet === true ? true : undefined}
              unstyled
              css={[rootStyle, phoneToast]}
              width={{ base: 'full', md: '356px' }}
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
              <Stack gap="1" flex="1" maxWidth="100%" minWidth="0">
                {toast.title && <Toast.Title css={[recipe.title, oneLineOnPhones]}>{toast.title}</Toast.Title>}
                {toast.description && (
                  <Toast.Description css={[recipe.description, oneLineOnPhones]} color="fg.muted">
                    {toast.description}
                  </Toast.Description>
                )}
              </Stack>
              <Toast.CloseTrigger
                css={recipe.closeTrigger}
                color="fg.muted"
                aria-label="Dismiss notification"
                tabIndex={-1}
              />
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
