import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SecurityDashboard } from '../../../src/features/security-center/SecurityDashboard';
import { toaster } from '../../../src/ui/toaster';
import { advanceClock } from '../../support/storyClock';
import { mobileViewport } from '../../support/viewports';
import { swipeDown } from '../../support/swipe';
import { animationsSettled } from '../../support/animationsSettled';
import { focused, listenWithScreenReader } from '../../support/screenReader';

const meta = {
  title: 'Features/SecurityCenter/SecurityDashboard',
  component: SecurityDashboard,
  // Seed 1: the first threat check stays quiet.
  parameters: { runtime: { now: '2026-11-21T12:00:00Z', seed: 1 } },
} satisfies Meta<typeof SecurityDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const score = (canvasElement: HTMLElement) =>
  body(canvasElement).getByRole('progressbar', { name: 'Overall Security Score' });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Security Dashboard' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Security Dashboard' });
    await expect(drawer).toHaveTextContent('Advanced protection system monitoring and controls');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close Dashboard' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ScoreAnimating: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    await waitFor(() => expect(score(context.canvasElement)).toHaveAttribute('aria-valuenow', '0'));
    await advanceClock(context, 20 * 40);
    await expect(score(context.canvasElement)).toHaveAttribute('aria-valuenow', '40');
  },
};

export const ScoreSettled: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    await advanceClock(context, 5000);
    await expect(score(context.canvasElement)).toHaveAttribute('aria-valuenow', '95');
    const drawer = within(body(context.canvasElement).getByRole('dialog'));
    for (const name of [
      'End-to-End Encryption',
      'Anonymity Protection',
      'Anti-Fingerprinting',
      'Network Security',
      'Data Protection',
    ]) {
      await expect(drawer.getByRole('group', { name })).toHaveTextContent('active');
      // Shown 'Active', capitalised like every other status badge in the back office.
      await expect(
        getComputedStyle(within(drawer.getByRole('group', { name })).getByText('active')).textTransform,
      ).toBe('capitalize');
    }
    await expect(drawer.getByText('All systems secure')).toBeVisible();
  },
};

export const ThreatDetected: Story = {
  args: { defaultOpen: true },
  // Seed 7: the first 60 s check finds a threat on End-to-End Encryption.
  parameters: { runtime: { now: '2026-11-21T12:00:00Z', seed: 7 } },
  play: async (context) => {
    await advanceClock(context, 60_000);
    const page = body(context.canvasElement);
    await waitFor(() => expect(page.getByText('Potential security threat detected')).toBeVisible());
    await expect(page.getByText('Suspicious activity detected in End-to-End Encryption')).toBeVisible();
    await expect(page.getByRole('group', { name: 'End-to-End Encryption' })).toHaveTextContent('warning');
    await expect(page.getByText('Threat detected: countermeasures active')).toBeVisible();
    await advanceClock(context, 1000);
    await expect(score(context.canvasElement)).toHaveAttribute('aria-valuenow', '94');
  },
};

export const ThreatMitigated: Story = {
  args: { defaultOpen: true },
  parameters: { runtime: { now: '2026-11-21T12:00:00Z', seed: 7 } },
  play: async (context) => {
    await advanceClock(context, 60_000);
    toaster.remove();
    await advanceClock(context, 10_000);
    const page = body(context.canvasElement);
    await waitFor(() => expect(page.getByText('Security threat mitigated')).toBeVisible());
    await expect(page.getByText('All security systems operating normally')).toBeVisible();
    await expect(page.getByRole('group', { name: 'End-to-End Encryption' })).toHaveTextContent('active');
  },
};

export const ScanRunning: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    await advanceClock(context, 2000);
    const page = body(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Run Security Scan' }));
    await waitFor(() => expect(page.getByText('Security scan initiated')).toBeVisible());
    await expect(page.getByText('Scanning for potential threats and vulnerabilities...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scanning...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ScanComplete: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    await advanceClock(context, 2000);
    const page = body(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Run Security Scan' }));
    await advanceClock(context, 3000);
    await waitFor(() => expect(page.getByText('Security scan complete')).toBeVisible());
    await expect(page.getByText('No threats detected. Your system is secure.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run Security Scan' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: mobileViewport,
  play: async (context) => {
    await advanceClock(context, 2000);
    await expect(score(context.canvasElement)).toHaveAttribute('aria-valuenow', '95');
  },
};

export const SwipedDownCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Security Dashboard' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Security Dashboard' });
    await animationsSettled(canvasElement.ownerDocument);
    await swipeDown(within(drawer).getByTestId('sheet-handle'), drawer.getBoundingClientRect().height * 0.4, 10, 100);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * With a screen reader: the score's climb is not announced tick by tick, and 'Run Security Scan'
 * keeps the focus while the scan runs (it is marked unavailable, not taken away), so the next Tab
 * goes on from it (docs/behaviour.md#what-each-screen-announces).
 */
export const ScanWithScreenReader: Story = {
  args: { defaultOpen: true },
  tags: ['no-visual', '!autodocs'],
  play: async (context) => {
    const page = body(context.canvasElement);
    const drawer = await page.findByRole('dialog', { name: 'Security Dashboard' });
    await listenWithScreenReader(drawer.ownerDocument.body, async (reader) => {
      await advanceClock(context, 2000);
      await expect(score(context.canvasElement)).toHaveAttribute('aria-valuenow', '95');
      const scanButton = page.getByRole('button', { name: 'Run Security Scan' });
      scanButton.focus();
      await userEvent.keyboard('{Enter}');
      await reader.heard('Security scan initiated');
      await expect(page.getByRole('button', { name: 'Scanning...' })).toHaveAttribute('aria-disabled', 'true');
      await expect(focused(context.canvasElement)).toBe(scanButton);
      // A second press while it scans starts nothing: no second scan, so no second toast.
      await userEvent.keyboard('{Enter}');
      await advanceClock(context, 0);
      await expect(page.getAllByText('Security scan initiated')).toHaveLength(1);
      await advanceClock(context, 3000);
      await reader.heard('Security scan complete');
      await expect(focused(context.canvasElement)).toBe(page.getByRole('button', { name: 'Run Security Scan' }));
      // The score's climb to 95 was not read out, number by number.
      const spoken = await reader.spoken();
      await expect(spoken.filter((phrase) => /^(polite|assertive): [\d%]+$/.test(phrase))).toEqual([]);
    });
  },
};
