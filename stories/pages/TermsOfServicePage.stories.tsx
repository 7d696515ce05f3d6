import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import TermsOfServicePage from '../../src/pages/TermsOfServicePage';

const meta = {
  title: 'Pages/TermsOfServicePage',
  component: TermsOfServicePage,
  parameters: { page: true, router: { route: '/terms-of-service', path: '/terms-of-service' } },
} satisfies Meta<typeof TermsOfServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Terms of Service') };
