import { useRef, type ReactNode } from 'react';
import { Box, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useSwipeToClose } from './useSwipeToClose';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it; it gets the open state's ARIA attributes. */
  trigger: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Focus goes here when the sheet opens; otherwise to its first focusable element. */
  initialFocusEl?: () => HTMLElement | null;
  footer?: ReactNode;
  children: ReactNode;
  /** Names the body and makes it focusable, so keyboard users can scroll a long one. */
  bodyLabel?: string;
}

/**
 * A drawer from the bottom edge. Besides Escape and its close button, dragging its top (the grab
 * bar and the title) down closes it past a quarter of its height or with a quick flick.
 */
export function BottomSheet({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  initialFocusEl,
  footer,
  children,
  bodyLabel,
}: BottomSheetProps) {
  const content = useRef<HTMLDivElement>(null);
  const swipe = useSwipeToClose(
    () => content.current,
    () => onOpenChange(false),
  );
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="bottom"
      initialFocusEl={initialFocusEl}
    >
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            ref={content}
            bg="bg.panel"
            style={swipe.dragging ? { transform: `translateY(${swipe.offset}px)`, transition: 'none' } : undefined}
          >
            <Box {...swipe.handleProps} touchAction="none" cursor="grab" data-testid="sheet-handle">
              <Box width="10" height="1" borderRadius="full" bg="border.emphasized" marginX="auto" marginTop="2" />
              <Drawer.Header>
                <Stack gap="1">
                  <Drawer.Title>{title}</Drawer.Title>
                  {description && <Drawer.Description color="fg.muted">{description}</Drawer.Description>}
                </Stack>
              </Drawer.Header>
            </Box>
            <Drawer.Body tabIndex={bodyLabel ? 0 : undefined} aria-label={bodyLabel}>
              {children}
            </Drawer.Body>
            {footer && (
              <Drawer.Footer flexWrap="wrap" justifyContent="flex-start">
                {footer}
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
