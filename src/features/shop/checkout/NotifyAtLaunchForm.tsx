import { useId, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
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

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const address = emailFromField(email);
    const found = emailProblem(address);
    setProblem(found);
    if (found) return;
    // 'You're on the list' only for an address the browser really kept.
    if (!setSaved(address)) {
      clearSaved();
      setProblem('not-kept');
    }
  };

  if (saved) {
    return (
      <Stack gap="3" role="status" alignItems="center" textAlign="center">
        <HStack gap="2" color="accent.fg">
          <CircleCheck size={20} aria-hidden="true" />
          <Text fontWeight="semibold">You're on the list</Text>
        </HStack>
        <Text color="fg.muted">We will let {saved} know at launch. The address stays in this browser.</Text>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
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
        <Field.Root recipe={fieldSlotRecipe} invalid={problem !== null}>
          <Field.Label>Email address</Field.Label>
          <Input
            recipe={inputRecipe}
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            value={email}
            aria-describedby={hintId}
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
