import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeCardLinks } from '../../../src/features/home/HomeCardLinks';
import { storyLocation } from '../../support/storyLocation';
import { expectAbove, expectLeftOf } from '../../support/layout';
import { mobileViewport } from '../../support/viewports';

// The component takes any cards; the home page's own two grids are checked by the page story.
const policies = [
  { to: '/privacy-policy', title: 'Privacy Policy', text: 'What little we keep, and for how long.' },
  { to: '/terms-of-service', title: 'Terms of Service', text: 'The terms every order is placed under.' },
  { to: '/shipping-policy', title: 'Shipping Policy', text: 'Dispatch times, carriers and plain packaging.' },
  { to: '/refund-policy', title: 'Refund Policy', text: 'When a parcel is reshipped or refunded.' },
];
const threePolicies = policies.slice(0, 3);

const meta = {
  title: 'Features/Home/HomeCardLinks',
  component: HomeCardLinks,
  args: { cards: policies, columns: 4 },
} satisfies Meta<typeof HomeCardLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each card's box, in order: the link's card is the element the overlay stretches over. */
const cardBoxes = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.parentElement as HTMLElement);

export const FourInARow: Story = {
  play: async ({ canvasElement }) => {
    const cards = cardBoxes(canvasElement);
    await expect(cards).toHaveLength(4);
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (let i = 1; i < cards.length; i++) await expectLeftOf(cards[i - 1]!, cards[i]!);
    // One link per card, named by its title alone (the text is not part of the name).
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(policies.map((card) => card.title));
  },
};

export const ThreeInARow: Story = {
  args: { cards: threePolicies, columns: 3 },
  play: async ({ canvasElement }) => {
    const cards = cardBoxes(canvasElement);
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    // Three columns fill the row: the cards are wider than in a four-column grid would allow.
    const rowWidth = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect().width;
    await expect(cards[0]!.getBoundingClientRect().width).toBeGreaterThan(rowWidth / 4);
  },
};

export const WholeCardIsClickable: Story = {
  play: async ({ canvasElement }) => {
    // A pointer over the card's text, not over its title, lands on the link that covers the card.
    const text = within(canvasElement).getByText('Dispatch times, carriers and plain packaging.');
    const box = text.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = within(canvasElement).getByRole('link', { name: 'Shipping Policy' });
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/shipping-policy'));
  },
};

export const KeyboardReachesEveryCard: Story = {
  args: { cards: threePolicies, columns: 3 },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/shipping-policy'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    // One column on a phone: every card below the one before.
    const cards = cardBoxes(canvasElement);
    for (let i = 1; i < cards.length; i++) await expectAbove(cards[i - 1]!, cards[i]!);
  },
};
