import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SecurityCheckProgress } from '../../../../src/features/shop/checkout/SecurityCheckProgress';
import { SECURITY_CHECK_MESSAGES } from '../../../../src/features/shop/checkout/securityCheckSequence';
import { advanceClock } from '../../../support/storyClock';
import { listenWithScreenReader } from '../../../support/screenReader';

const meta = {
  title: 'Features/Checkout/SecurityCheckProgress',
  component: SecurityCheckProgress,
  parameters: { router: { route: '/crypto-vault-loading' } },
} satisfies Meta<typeof SecurityCheckProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(
      'Initializing security protocols (in progress)',
    );
  },
};

/** Just before the end: every step but the last is done, the bar is at 98%. */
export const AlmostDone: Story = {
  play: async (context) => {
    await advanceClock(context, 4900);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '98'));
    await expect(canvas.getAllByText('(done)', { exact: false })).toHaveLength(6);
  },
};

/**
 * A screen reader hears the check as its seven steps, each once, the first included; the bar's
 * percentage, which moves every 100 ms, is never announced (docs/behaviour.md#what-each-screen-announces).
 */
export const AnnouncesStepsNotTicks: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async (context) => {
    await listenWithScreenReader(context.canvasElement, async (reader) => {
      for (let elapsed = 0; elapsed < 4900; elapsed += 350) await advanceClock(context, 350);
      // Every announcement is a step, each step once, in order: no percentages between them.
      const announced = (await reader.spoken()).filter((phrase) => /^(polite|assertive):/.test(phrase));
      await expect(announced).toEqual(
        SECURITY_CHECK_MESSAGES.map((step, index) => `polite: Step ${index + 1} of 7: ${step}`),
      );
    });
  },
};
