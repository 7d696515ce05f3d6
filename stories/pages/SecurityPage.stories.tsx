import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import SecurityPage from '../../src/pages/SecurityPage';

const meta = {
  title: 'Pages/SecurityPage',
  component: SecurityPage,
  parameters: { page: true, router: { route: '/security', path: '/security' } },
} satisfies Meta<typeof SecurityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Security') };
