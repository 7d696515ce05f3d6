import { useState } from 'react';
import { Button, Checkbox, CloseButton, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import type { AdminReview } from './review';
import { MAX_REPLY_LENGTH } from './moderationStore';
// A staff-only recipe travels with its component instead of the shared theme, which every shopper
// page downloads (docs/architecture.md#performance-budgets).
import { checkboxSlotRecipe, dialogSlotRecipe, fieldSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';

export interface ReplyDialogProps {
  review: AdminReview | null;
  onClose(): void;
  onSubmit(review: AdminReview, text: string, approve: boolean): void;
}

/** 'Reply to Review #{id}'. The text lives in this dialog only: closing it clears it. */
export function ReplyDialog({ review, onClose, onSubmit }: ReplyDialogProps) {
  const [text, setText] = useState('');
  const [approve, setApprove] = useState(false);
  const tooLong = text.length > MAX_REPLY_LENGTH;
  const close = () => {
    setText('');
    setApprove(false);
    onClose();
  };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={review !== null}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel">
            <Dialog.Header>
              <Dialog.Title>{review ? `Reply to Review #${review.id}` : 'Reply'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root recipe={fieldSlotRecipe} invalid={tooLong}>
                  <Field.Label>Your response</Field.Label>
                  {/* No maxLength: a long paste is shown whole and refused, not cut short unseen. */}
                  <Textarea
                    recipe={textareaRecipe}
                    value={text}
                    rows={4}
                    onChange={(event) => setText(event.target.value)}
                  />
                  {tooLong ? (
                    <Field.ErrorText>
                      A reply can be at most {MAX_REPLY_LENGTH} characters: shorten it to send it.
                    </Field.ErrorText>
                  ) : null}
                  <Field.HelperText alignSelf="flex-end" fontVariantNumeric="tabular-nums">
                    {text.length} / {MAX_REPLY_LENGTH} characters
                  </Field.HelperText>
                </Field.Root>
                <Checkbox.Root
                  recipe={checkboxSlotRecipe}
                  checked={approve}
                  onCheckedChange={(details) => setApprove(details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Approve this review when submitting response</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button
                disabled={text.trim() === '' || tooLong}
                onClick={() => {
                  if (review) onSubmit(review, text, approve);
                  close();
                }}
              >
                Submit Response
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
