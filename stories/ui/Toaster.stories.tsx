import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/ui/toaster';
import { Toaster } from '../../src/ui/Toaster';
import { mobileViewport } from '../support/viewports';
import { clearToasts } from '../support/clearToasts';

/** The toaster is mounted once by UiProvider; these buttons raise toasts the way features do. */
function ToastButtons() {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button
        onClick={() =>
          toaster.create({ type: 'success', title: 'Added to cart: Blue 100', description: 'Quantity: 2' })
        }
      >
        Success
      </Button>
      <Button onClick={() => toaster.create({ type: 'error', title: 'Maximum quantity limit reached' })}>Error</Button>
      <Button onClick={() => toaster.create({ type: 'info', title: 'Secure connection established' })}>Info</Button>
      <Button onClick={() => toaster.create({ type: 'loading', title: 'Processing payment...' })}>Loading</Button>
    </HStack>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: () => <ToastButtons />,
  parameters: {
    docs: {
      description: {
        component:
          "The app's one toaster: raise toasts with `toaster.create` from `src/ui/toaster.ts`. Each closes after 4 s and at most 3 are on screen. `UiProvider` mounts it after the first paint.",
      },
    },
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body)
    .queryAllByRole('status')
    .filter((el) => el.closest('[data-scope="toast"]'));

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText('Added to cart: Blue 100');
    await waitFor(() => expect(body.getByText('Quantity: 2')).toBeVisible());
    const root = title.closest<HTMLElement>('[data-scope="toast"][data-part="root"]');
    await expect(root?.getBoundingClientRect().width).toBe(356);
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Maximum quantity limit reached')).toBeVisible());
  },
};

export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Success', 'Error', 'Info', 'Loading'])
      await userEvent.click(canvas.getByRole('button', { name }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Secure connection established');
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(3));
    // The fourth waits its turn and shows once one of the three is dismissed.
    await expect(body.queryByText('Processing payment...')).toBeNull();
    await userEvent.click(body.getAllByRole('button', { name: 'Dismiss notification' })[0] as HTMLElement);
    await waitFor(() => expect(body.getByText('Processing payment...')).toBeVisible());
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(3));
  },
};

export const PhoneTopUnderTheNavBar: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    // Only this story's toast: one left by another story would push it down.
    await clearToasts(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText('Added to cart: Blue 100');
    const root = title.closest<HTMLElement>('[data-scope="toast"][data-part="root"]') as HTMLElement;
    // At the top, under the nav bar (which ends 89 px down on a fresh page), full width minus 16 px
    // margins, so the first screen's price and main button stay free (DECISIONS 2026-11-26).
    await waitFor(() => expect(root.getBoundingClientRect().top).toBe(96));
    await expect(root.getBoundingClientRect().left).toBe(16);
    await expect(root.getBoundingClientRect().width).toBe(canvasElement.ownerDocument.documentElement.clientWidth - 32);
  },
};

const lineHeight = (element: Element) => parseFloat(getComputedStyle(element).lineHeight);

export const PhoneLongTextStaysTwoLines: Story = {
  globals: mobileViewport,
  render: () => (
    <Button
      onClick={() =>
        toaster.create({
          type: 'info',
          title: 'Last known rates shown: the price service did not answer in time',
          description:
            'Prices in USD are from the last successful check and will update when the service answers again.',
        })
      }
    >
      Long
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await clearToasts(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Long' }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText(/^Last known rates shown/);
    const root = title.closest<HTMLElement>('[data-scope="toast"][data-part="root"]') as HTMLElement;
    const description = body.getByText(/^Prices in USD/);
    // In place once it has slid in: zag marks the toast mounted a frame after it opens.
    await waitFor(() => expect(root).toHaveAttribute('data-mounted'));
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight(title));
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight(description));
    await expect(root.getBoundingClientRect().height).toBeLessThan(90);
  },
};

/** A phone page's top: the nav bar, then the page's heading where toasts would go. */
function PhonePageTop() {
  return (
    <>
      <Box as="header" height="89px" />
      <Box as="main">
        <Heading as="h1" marginTop="8" marginBottom="24">
          Blue 100
        </Heading>
        <ToastButtons />
      </Box>
    </>
  );
}

export const PhoneLeavesTheHeadingClear: Story = {
  globals: mobileViewport,
  render: () => <PhonePageTop />,
  play: async ({ canvasElement }) => {
    await clearToasts(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const body = within(canvasElement.ownerDocument.body);
    const title = await body.findByText('Added to cart: Blue 100');
    const root = title.closest<HTMLElement>('[data-scope="toast"][data-part="root"]') as HTMLElement;
    await waitFor(() => expect(root).toHaveAttribute('data-mounted'));
    // Under the nav bar it would cover the heading (DECISIONS 2026-11-27): it goes just below it.
    const heading = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
    await waitFor(() => expect(root.getBoundingClientRect().top).toBe(Math.round(heading.bottom) + 8));
  },
};

export const ToastsStayOutOfTheTabOrder: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async ({ canvasElement }) => {
    await clearToasts(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('Added to cart: Blue 100');
    // Tabbing on from the page's last control never lands in a toast, so nothing sends focus
    // back when it closes (WCAG 2.4.3).
    canvas.getByRole('button', { name: 'Loading' }).focus();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement?.closest('[data-scope="toast"]')).toBeNull();
    await expect(body.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeInTheDocument();
  },
};
