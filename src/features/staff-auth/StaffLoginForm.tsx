import { useState, type FormEvent } from 'react';
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

const submitLabel = { adm: 'Access Command Bridge', csm: 'Login' } as const;
const switchLabel = { adm: 'Customer Service Login', csm: 'Command Bridge Login' } as const;

export function StaffLoginForm({ role }: { role: StaffRole }) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const usernameMissing = usernameFromField(username) === '';
  const passwordMissing = password === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (usernameMissing || passwordMissing) return;
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
      setSubmitting(false);
      toaster.create({ type: 'error', title: 'Invalid credentials' });
      return;
    }
    if (!startStaffSession(role)) {
      setSubmitting(false);
      toaster.create({ type: 'error', ...SESSION_NOT_KEPT });
      return;
    }
    toaster.create({ type: 'success', title: 'Login successful' });
    await navigate(dashboardPath(role));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Staff login">
      <Stack gap="5" maxWidth="md" marginX="auto" width="full">
        <Field.Root recipe={fieldSlotRecipe} required invalid={showErrors && usernameMissing}>
          <Field.Label>
            Username <Field.RequiredIndicator />
          </Field.Label>
          <Input
            recipe={inputRecipe}
            name="username"
            autoComplete="username"
            maxLength={MAX_USERNAME_LENGTH}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Field.ErrorText>Username is required</Field.ErrorText>
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required invalid={showErrors && passwordMissing}>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText>Password is required</Field.ErrorText>
        </Field.Root>
        {role === 'csm' && (
          <Box borderWidth="1px" borderColor="border.emphasized" borderRadius="md" padding="3" bg="bg.subtle">
            <Text fontSize="sm">
              Default credentials: username <Code recipe={codeRecipe}>{DEFAULT_CSM_CREDENTIALS.username}</Code>,
              password <Code recipe={codeRecipe}>{DEFAULT_CSM_CREDENTIALS.password}</Code>
            </Text>
          </Box>
        )}
        <Button type="submit" disabled={submitting} width="full">
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
