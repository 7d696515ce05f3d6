import { useId, useRef, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useFocusAfterSwap } from '../../../ui/useFocusAfterSwap';
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { CircleCheck } from 'lucide-react';
import { useStoredState } from '../../../lib/storage/useStoredState';
import {
  emailFromField,
  emailProblem,
  launchNotifyEmailStore,
  notifyProblemMessages,
  type NotifyProblem,
} from './notifyEmail';

/**
 * The payment page's 'Notify me at launch' sign-up; the address never leaves the browser
 * (docs/behaviour.md#payment-page).
 */
export function NotifyAtLaunchForm() {
  const { value: saved, set: setSaved, clear: clearSaved } = useStoredState(launchNotifyEmailStore);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<NotifyProblem>(null);
  const hintId = useId();
  const errorId = useId();
  const confirmation = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Not when the page opens already signed up: only after the visitor's own action.
  const focusNextView = useFocusAfterSwap(saved, (isSaved) => (isSaved ? confirmation.current : field.current));

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const address = emailFromField(email);
    const found = emailProblem(address);
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    focusNextView(true);
    // 'You're on the list' only for an address the browser really kept.
    if (!setSaved(address)) {
      focusNextView(false);
      clearSaved();
      setProblem('not-kept');
      field.current?.focus();
    }
  };

  if (saved) {
    return (
      <Stack
        ref={confirmation}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${hintId}-done`}
        aria-describedby={`${hintId}-who`}
        focusVisibleRing="outside"
        borderRadius="md"
        gap="3"
        alignItems="center"
        textAlign="center"
      >
        <HStack gap="2" color="accent.fg">
          <CircleCheck size={20} aria-hidden="true" />
          <Text fontWeight="semibold" id={`${hintId}-done`}>
            You're on the list
          </Text>
        </HStack>
        <Text color="fg.muted" id={`${hintId}-who`}>
          We will let {saved} know at launch. The address stays in this browser.
        </Text>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            focusNextView(true);
            clearSaved();
            setEmail('');
          }}
        >
          Use a different address
        </Button>
      </Stack>
    );
  }

  return (
    // The browser's own email check is off (noValidate) so our message, styled and announced, shows instead.
    <form onSubmit={submit} noValidate aria-label="Notify me at launch">
      <Stack gap="3">
        <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null} ids={{ errorText: errorId }}>
          <Field.Label>Email address</Field.Label>
          <Input
            recipe={inputRecipe}
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            ref={field}
            value={email}
            // The message first, then the hint: many readers ignore aria-errormessage.
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setEmail(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          {problem ? <Field.ErrorText>{notifyProblemMessages[problem]}</Field.ErrorText> : null}
          <Field.HelperText id={hintId}>
            Your address stays in this browser: it is not sent to us or anyone else.
          </Field.HelperText>
        </Field.Root>
        <Button type="submit">Notify me at launch</Button>
      </Stack>
    </form>
  );
}
