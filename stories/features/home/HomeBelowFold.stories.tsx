import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeBelowFold } from '../../../src/features/home/HomeBelowFold';
import { emulateReducedMotion } from '../../support/motionPreference';

const meta = {
  title: 'Features/Home/HomeBelowFold',
  component: HomeBelowFold,
  // Still, as in the test browser; HomeSections' stories cover the carousels' motion.
  beforeEach: emulateReducedMotion(true),
  // Every home page and HomeSections story shows these sections already: no shot of its own.
  tags: ['no-visual'],
} satisfies Meta<typeof HomeBelowFold>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SectionsBelowTheHero: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = (await canvas.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    await expect(headings).toEqual(
      expect.arrayContaining(['Featured Products', 'Pack Specials', 'Why Choose Us', 'What customers say']),
    );
    await expect(await canvas.findByRole('region', { name: 'Featured products carousel' })).toBeInTheDocument();
  },
};
