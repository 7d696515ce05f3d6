import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import DeliveryGuaranteePage from '../../src/pages/DeliveryGuaranteePage';

const meta = {
  title: 'Pages/DeliveryGuaranteePage',
  component: DeliveryGuaranteePage,
  parameters: { page: true, router: { route: '/delivery-guarantee', path: '/delivery-guarantee' } },
} satisfies Meta<typeof DeliveryGuaranteePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Delivery Guarantee') };
