import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono/wght.css';
import { system } from './theme/system';
import { Toaster } from './Toaster';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
