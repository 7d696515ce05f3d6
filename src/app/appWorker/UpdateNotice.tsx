import { useId } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';

export interface UpdateNoticeProps {
  /** A field on the page holds text a reload would lose: 'Reload' waits until it is sent or cleared. */
  formHoldsInput: boolean;
  onReload(): void;
  onDismiss(): void;
}

export const UPDATE_TITLE = 'A new version is available';
export const FORM_HOLDS_INPUT = 'Send or clear your form first: reloading now would lose what you typed.';

/**
 * The quiet offer of a new version (docs/behaviour.md#offline-and-updates): a panel at the bottom
 * left of the screen, out of the way of toasts (bottom right on a desktop, at the top on a phone)
 * and under dialogs. Its title is announced once, politely; it takes no focus. While a form holds
 * unsaved text, 'Reload' is disabled and the notice says why. Built from components the shell
 * already loads (UpdateNoticeSlot.tsx says why that matters).
 */
export function UpdateNotice({ formHoldsInput, onReload, onDismiss }: UpdateNoticeProps) {
  const titleId = useId();
  const reasonId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      position="fixed"
      zIndex="banner"
      bottom="calc(env(safe-area-inset-bottom, 0px) + 1rem)"
      insetInlineStart="4"
      // On a phone: the screen's width less the margins.
      insetInlineEnd={{ base: '4', md: 'auto' }}
      width={{ md: '360px' }}
      padding="4"
      bg="bg.panel"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor="accent.fg"
      borderRadius="l2"
      boxShadow="lg"
      textStyle="sm"
    >
      <Text id={titleId} role="status" fontWeight="semibold">
        {UPDATE_TITLE}
      </Text>
      {formHoldsInput && (
        <Text id={reasonId} marginTop="1" color="fg.muted">
          {FORM_HOLDS_INPUT}
        </Text>
      )}
      <HStack gap="2" marginTop="3">
        <Button
          size="sm"
          disabled={formHoldsInput}
          aria-describedby={formHoldsInput ? reasonId : undefined}
          onClick={onReload}
        >
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </HStack>
    </Box>
  );
}
