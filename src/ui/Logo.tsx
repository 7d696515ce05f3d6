import { HStack, Icon, Text } from '@chakra-ui/react';
import { Vault } from 'lucide-react';

/** The CryptoVault mark and name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <HStack gap="2" color="fg">
      <Icon boxSize="7" color="accent.fg" filter="drop-shadow(0 0 6px rgba(34, 211, 238, 0.6))">
        <Vault aria-hidden="true" />
      </Icon>
      <Text as="span" fontWeight="extrabold" fontSize="lg" letterSpacing="tight" srOnly={compact}>
        Crypto
        <Text as="span" color="accent.fg">
          Vault
        </Text>
      </Text>
    </HStack>
  );
}
