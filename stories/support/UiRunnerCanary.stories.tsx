import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CANARY_FLAG } from '../../scripts/storyUiCanary';

/**
 * Not for designers: scripts/storybook-ui.mjs breaks this play on purpose before its run and must
 * see it fail, so a runner that stopped hearing Storybook's events cannot report every story green.
 */
const meta = {
  title: 'Support/UI Runner Canary',
  tags: ['!dev', '!autodocs', '!test', 'no-visual'],
  render: () => <p>The Storybook UI runner checks itself against this story.</p>,
} satisfies Meta;

export default meta;

export const BreaksOnDemand: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/checks itself/)).toBeVisible();
    if ((window as unknown as Record<string, unknown>)[CANARY_FLAG]) throw new Error('The canary broke, as asked.');
  },
};
