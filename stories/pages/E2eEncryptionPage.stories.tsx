import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import E2eEncryptionPage from '../../src/pages/E2eEncryptionPage';

const meta = {
  title: 'Pages/E2eEncryptionPage',
  component: E2eEncryptionPage,
  parameters: { page: true, router: { route: '/e2e-encryption', path: '/e2e-encryption' } },
} satisfies Meta<typeof E2eEncryptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('End-to-End Encryption') };
