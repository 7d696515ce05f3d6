import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentPageView } from '../../../src/features/marketing/ContentPageView';
import { expectPageHeading } from '../../support/expectHeading';

const meta = {
  title: 'Features/Marketing/ContentPageView',
  component: ContentPageView,
  parameters: { page: true },
  args: {
    page: {
      title: 'Sample Page',
      subtitle: 'Every kind of block a content page can hold.',
      note: 'Last updated: November 2026',
      sections: [
        { heading: 'Paragraphs', paragraphs: ['A first paragraph.', 'A second paragraph.'] },
        { heading: 'Bullets', bullets: ['One point.', 'Another point.'] },
        { heading: 'Links', links: [{ to: '/security', title: 'Security', description: 'A card that opens a page.' }] },
      ],
      actions: [
        { to: '/products', label: 'Browse Products' },
        { to: '/bundles', label: 'View Bundles' },
      ],
    },
  },
} satisfies Meta<typeof ContentPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllBlocks: Story = {
  play: async (context) => {
    await expectPageHeading('Sample Page')(context);
    const canvas = within(within(context.canvasElement).getByRole('main'));
    await expect(canvas.getByRole('region', { name: 'Bullets' })).toHaveTextContent('Another point.');
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/security');
    await expect(canvas.getByRole('link', { name: 'View Bundles' })).toHaveAttribute('href', '/bundles');
  },
};

export const TextOnly: Story = {
  args: {
    page: {
      title: 'Text Only',
      subtitle: 'No links, no buttons.',
      sections: [{ heading: 'Just text', paragraphs: ['Plain.'] }],
    },
  },
  play: async (context) => {
    await expectPageHeading('Text Only')(context);
    await expect(within(within(context.canvasElement).getByRole('main')).queryAllByRole('link')).toHaveLength(0);
  },
};
