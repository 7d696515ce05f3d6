import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Box, Button, Code, Field, Input, Stack, Text } from '@chakra-ui/react';
import { codeRecipe, fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { toaster } from '../../ui/toaster';
import { LinkButton } from '../../ui/RouterLink';
import { PasswordInput } from './PasswordInput';
import { DEFAULT_CSM_CREDENTIALS } from './csmCredentials';
import { startStaffSession } from './staffSession';
import { dashboardPath, loginPath, type StaffRole } from './staffRole';
import { verifyStaffLogin } from './verifyStaffLogin';
import { credentialCheckFailure, SESSION_NOT_KEPT } from './staffAuthFailures';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, usernameFromField } from './credentialsChange';
import { ARRIVED_FROM_LOGIN } from './useHeadingFocusAfterLogin';

const submitLabel = { adm: 'Access Command Bridge', csm: 'Login' } as const;
const switchLabel = { adm: 'Customer Service Login', csm: 'Command Bridge Login' } as const;
const REFUSED = 'Invalid credentials: check the username and password.';

export function StaffLoginForm({ role }: { role: StaffRole }) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The pair was refused: the password field says so until either field changes.
  const [refused, setRefused] = useState(false);
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const usernameErrorId = useId();
  const passwordErrorId = useId();
  const usernameMissing = usernameFromField(username) === '';
  const passwordMissing = password === '';
  const usernameInvalid = showErrors && usernameMissing;
  const passwordInvalid = (showErrors && passwordMissing) || refused;

  /**
   * Shows the errors, then puts the focus on the first wrong field, whose name, state and message
   * a reader then says together (WAI-ARIA APG form validation): the message must be in the page first.
   */
  const showErrorsAt = (field: HTMLInputElement | null, wrongPair: boolean) => {
    flushSync(() => {
      setShowErrors(true);
      setRefused(wrongPair);
      setSubmitting(false);
    });
    field?.focus();
    if (wrongPair) field?.select();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (usernameMissing || passwordMissing) {
      showErrorsAt(usernameMissing ? usernameField.current : passwordField.current, false);
      return;
    }
    setSubmitting(true);
    let valid: boolean;
    try {
      valid = await verifyStaffLogin(role, usernameFromField(username), password);
    } catch (error) {
      setSubmitting(false);
      toaster.create({ type: 'error', ...credentialCheckFailure(error) });
      return;
    }
    if (!valid) {
      showErrorsAt(passwordField.current, true);
      toaster.create({ type: 'error', title: 'Invalid credentials' });
      return;
    }
    if (!startStaffSession(role)) {
      setSubmitting(false);
      toaster.create({ type: 'error', ...SESSION_NOT_KEPT });
      return;
    }
    toaster.create({ type: 'success', title: 'Login successful' });
    await navigate(dashboardPath(role), { state: ARRIVED_FROM_LOGIN });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Staff login">
      <Stack gap="5" maxWidth="md" marginX="auto" width="full">
        {/* Each message is also the field's description: many readers ignore aria-errormessage. */}
        <Field.Root recipe={fieldSlotRecipe} required invalid={usernameInvalid} ids={{ errorText: usernameErrorId }}>
          <Field.Label>
            Username <Field.RequiredIndicator />
          </Field.Label>
          <Input
            recipe={inputRecipe}
            name="username"
            autoComplete="username"
            maxLength={MAX_USERNAME_LENGTH}
            ref={usernameField}
            aria-describedby={usernameInvalid ? usernameErrorId : undefined}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setRefused(false);
            }}
          />
          <Field.ErrorText>Username is required</Field.ErrorText>
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required invalid={passwordInvalid} ids={{ errorText: passwordErrorId }}>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            ref={passwordField}
            aria-describedby={passwordInvalid ? passwordErrorId : undefined}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setRefused(false);
            }}
          />
          <Field.ErrorText>{passwordMissing ? 'Password is required' : REFUSED}</Field.ErrorText>
        </Field.Root>
        {role === 'csm' && (
          <Box borderWidth="1px" borderColor="border.emphasized" borderRadius="md" padding="3" bg="bg.subtle">
            <Text fontSize="sm">
              Default credentials: username <Code recipe={codeRecipe}>{DEFAULT_CSM_CREDENTIALS.username}</Code>,
              password <Code recipe={codeRecipe}>{DEFAULT_CSM_CREDENTIALS.password}</Code>
            </Text>
          </Box>
        )}
        {/* Marked busy rather than disabled: a disabled button would drop the focus to the page. */}
        <Button type="submit" aria-disabled={submitting || undefined} width="full">
          <LogIn aria-hidden="true" />
          {submitting ? 'Authenticating...' : submitLabel[role]}
        </Button>
        {/* flex 1 only in a row: in a column its zero basis squashed the buttons to 22 px. */}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <LinkButton to={loginPath(role === 'adm' ? 'csm' : 'adm')} variant="outline" flex={{ base: 'none', sm: '1' }}>
            {switchLabel[role]}
          </LinkButton>
          <LinkButton to="/" variant="ghost" flex={{ base: 'none', sm: '1' }}>
            Return to Main Site
          </LinkButton>
        </Stack>
      </Stack>
    </form>
  );
}
