import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { AnimatedBackground } from '../../src/ui/AnimatedBackground';
import { mobileViewport } from '../support/viewports';

/** The background behind page content, layered as PageShell layers it. */
function BehindContent() {
  return (
    <>
      <AnimatedBackground />
      <Box position="relative" zIndex="1" padding="8" maxWidth="xl">
        <Heading as="h1" size="2xl">
          Vault content
        </Heading>
        <Text color="fg.muted" marginTop="2">
          The glows drift slowly behind the page.
        </Text>
        <Button marginTop="4">A button on top</Button>
      </Box>
    </>
  );
}

const meta = {
  title: 'UI/AnimatedBackground',
  component: AnimatedBackground,
  parameters: {
    page: true,
    docs: {
      description: {
        component:
          'Slow drifting glows behind every page of the shop; purely decorative (hidden from assistive technology) and still under reduced motion. `PageShell` places it; a page never needs it directly.',
      },
    },
  },
  render: () => <BehindContent />,
} satisfies Meta<typeof AnimatedBackground>;
export default meta;
type Story = StoryObj<typeof meta>;

const background = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('animated-background');

interface FoundRule {
  rule: CSSStyleRule;
  /** The media conditions the rule sits under, outermost first. */
  media: string[];
}

/** Every style rule of the page that applies to `element`, with the media queries around it. */
function rulesFor(element: Element): FoundRule[] {
  const found: FoundRule[] = [];
  const walk = (rules: CSSRuleList, media: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        let matches = false;
        try {
          matches = element.matches(rule.selectorText);
        } catch {
          // A selector this browser cannot test, such as one with a pseudo-element.
        }
        if (matches) found.push({ rule, media });
      }
      if (rule instanceof CSSMediaRule) walk(rule.cssRules, [...media, rule.conditionText]);
      else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, media);
    }
  };
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) walk(sheet.cssRules, []);
  return found;
}

function keyframesNamed(document: Document, name: string): CSSKeyframesRule | undefined {
  const walk = (rules: CSSRuleList): CSSKeyframesRule | undefined => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSKeyframesRule && rule.name === name) return rule;
      if ('cssRules' in rule) {
        const inner = walk((rule as CSSGroupingRule).cssRules);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  for (const sheet of Array.from(document.styleSheets)) {
    const found = walk(sheet.cssRules);
    if (found) return found;
  }
  return undefined;
}

export const BehindThePage: Story = {
  play: async ({ canvasElement }) => {
    const layer = background(canvasElement);
    const doc = canvasElement.ownerDocument;
    // Pure decoration: hidden from assistive technology, and never in the way of a pointer.
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    const box = layer.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      doc.documentElement.clientWidth,
      window.innerHeight,
    ]);
    await expect(doc.elementFromPoint(window.innerWidth - 5, window.innerHeight - 5)).not.toBe(layer);
    const button = within(canvasElement).getByRole('button', { name: 'A button on top' });
    const target = button.getBoundingClientRect();
    await expect(doc.elementFromPoint(target.left + 4, target.top + 4)).toBe(button);
  },
};

export const DriftsUnlessMotionIsReduced: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const glows = Array.from(background(canvasElement).querySelectorAll('[data-glow]'));
    await expect(glows).toHaveLength(2);
    for (const [index, glow] of glows.entries()) {
      const rules = rulesFor(glow).filter(({ rule }) => rule.style.animationName !== '');
      // Outside any media query each glow is given its 24 s drift, and the drift exists. (The test
      // page's own rule that stops every animation for screenshots is not the glow's.)
      const name = index === 0 ? 'vaultDriftB' : 'vaultDriftA';
      const drift = rules.find(({ rule, media }) => media.length === 0 && rule.style.animationName === name);
      await expect(drift).toBeDefined();
      await expect(drift?.rule.style.animationDuration).toBe('24s');
      // It moves by transform only: the compositor slides the layer, nothing is repainted.
      const frames = Array.from(keyframesNamed(canvasElement.ownerDocument, name)?.cssRules ?? []);
      await expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) {
        const style = (frame as CSSKeyframeRule).style;
        await expect(Array.from(style)).toEqual(['transform']);
      }
      // Under prefers-reduced-motion the animation is taken off.
      const still = rules.find(({ media }) =>
        media.some((condition) => condition.includes('prefers-reduced-motion: reduce')),
      );
      await expect(still?.rule.style.animationName).toBe('none');
    }
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const box = background(canvasElement).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([
      canvasElement.ownerDocument.documentElement.clientWidth,
      window.innerHeight,
    ]);
  },
};
