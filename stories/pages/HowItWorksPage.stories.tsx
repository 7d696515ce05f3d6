import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import HowItWorksPage from '../../src/pages/HowItWorksPage';
import { mobileViewport } from '../support/viewports';
import { animationsSettled } from '../support/animationsSettled';
import { expectPhoneLayout } from '../support/layout';

const meta = {
  title: 'Pages/HowItWorksPage',
  component: HowItWorksPage,
  parameters: { page: true, router: { route: '/how-it-works', path: '/how-it-works' } },
} satisfies Meta<typeof HowItWorksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('How It Works')(context);
    const page = main(context.canvasElement);
    await expect(page.getByRole('tab', { name: 'Ordering' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ordering',
      'Payment',
      'Shipping',
      'Security',
    ]);
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Security Features' })).toHaveAttribute('href', '/security');
    const faq = within(page.getByRole('region', { name: 'Frequently asked questions' }));
    await expect(faq.getAllByRole('button')).toHaveLength(6);
  },
};

export const PaymentTab: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('tab', { name: 'Payment' }));
    await waitFor(() =>
      expect(page.getByRole('tabpanel')).toHaveTextContent('Bitcoin, Monero (recommended) and Ethereum are accepted.'),
    );
  },
};

export const FaqOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const question = page.getByRole('button', { name: 'What if my parcel does not arrive?' });
    await userEvent.click(question);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    await animationsSettled(canvasElement.ownerDocument);
    // WebKit shows the opened answer a frame or two after the button says it is expanded.
    await waitFor(() =>
      expect(page.getByText(/Lost or damaged parcels are reshipped free, and two failed/)).toBeVisible(),
    );
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('How It Works')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};
