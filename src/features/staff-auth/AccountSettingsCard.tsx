import { useState, type FormEvent } from 'react';
import { Box, Button, Card, Field, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import { Save, ShieldCheck } from 'lucide-react';
import { toaster } from '../../ui/toaster';
import { useClockTimeout } from '../../lib/runtime/useClockTimeout';
import { PasswordInput } from './PasswordInput';
import { currentCsmUsername, updateCsmCredentials } from './csmCredentials';
import { credentialsChangeError, usernameFromField } from './credentialsChange';
import { credentialCheckFailure, CREDENTIALS_NOT_KEPT } from './staffAuthFailures';

export const ACCOUNT_SAVE_DELAY_MS = 1000;

/**
 * The csm's own credentials: validated in the order of docs/behaviour.md#account-settings, saved (as a salted hash)
 * after 1 s.
 */
export function AccountSettingsCard() {
  const [username, setUsername] = useState(currentCsmUsername);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const later = useClockTimeout();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const name = usernameFromField(username);
    const error = credentialsChangeError({ username: name, password, confirmPassword });
    if (error) {
      setSaving(false);
      toaster.create({ type: 'error', title: error });
      return;
    }
    later(() => {
      updateCsmCredentials(name, password).then(
        (kept) => {
          setSaving(false);
          if (!kept) {
            toaster.create({ type: 'error', ...CREDENTIALS_NOT_KEPT });
            return;
          }
          setPassword('');
          setConfirmPassword('');
          toaster.create({ type: 'success', title: 'Credentials updated successfully' });
        },
        (failure: unknown) => {
          setSaving(false);
          toaster.create({ type: 'error', ...credentialCheckFailure(failure) });
        },
      );
    }, ACCOUNT_SAVE_DELAY_MS);
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header>
        <Heading as="h2" size="lg">
          Account Settings
        </Heading>
        <Card.Description>Manage your CSM account credentials</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} aria-label="Account Settings">
          <Stack gap="4" maxWidth="md">
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>Username</Field.Label>
              <Input
                recipe={inputRecipe}
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </Field.Root>
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>New Password</Field.Label>
              <PasswordInput
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field.Root>
            <Field.Root recipe={fieldSlotRecipe}>
              <Field.Label>Confirm Password</Field.Label>
              <Input
                recipe={inputRecipe}
                type="password"
                name="confirm-password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
            </Field.Root>
            <Button type="submit" disabled={saving} alignSelf="flex-start">
              <Save aria-hidden="true" />
              {saving ? 'Saving Changes...' : 'Save Changes'}
            </Button>
          </Stack>
        </form>
        <Box
          marginTop="6"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="md"
          padding="4"
          bg="bg.subtle"
        >
          <Heading as="h3" size="sm" display="flex" alignItems="center" gap="2">
            <ShieldCheck aria-hidden="true" size="16" />
            Security Information
          </Heading>
          <Text fontSize="sm" marginTop="2" color="fg.muted">
            Your credentials are stored in this browser's local storage (only a salted hash of the password).
          </Text>
          <List.Root recipe={listSlotRecipe} fontSize="sm" marginTop="2" paddingLeft="5" color="fg.muted">
            <List.Item>Use a strong password</List.Item>
            <List.Item>Do not share your credentials</List.Item>
            <List.Item>Log out when you are done</List.Item>
          </List.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
