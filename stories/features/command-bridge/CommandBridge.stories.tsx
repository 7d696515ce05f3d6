import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CommandBridge } from '../../../src/features/command-bridge/CommandBridge';
import { startStaffSession } from '../../../src/features/staff-auth/staffSession';
import { advanceClock } from '../../support/storyClock';
import { storyLocation } from '../../support/storyLocation';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/CommandBridge/CommandBridge',
  component: CommandBridge,
  parameters: { router: { route: '/admin-dashboard/adm', path: '/admin-dashboard/adm' }, runtime: { seed: 7 } },
} satisfies Meta<typeof CommandBridge>;
export default meta;
type Story = StoryObj<typeof meta>;

const terminal = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log', { name: 'Terminal output' });

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const gauge of ['CPU Usage', 'Memory', 'Network', 'Encryption'])
      await expect(canvas.getByRole('progressbar', { name: gauge })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    await expect(canvas.getByText('Admin Users: 1')).toBeVisible();
    await expect(canvas.getByText('CSM Users: 1')).toBeVisible();
    // A refresh is silent: a gauge is read where a screen reader reaches it, and no value of the
    // six is a live region (they would speak every 5 s).
    const gauges = canvas.getByRole('region', { name: 'Live gauges' });
    await expect(gauges.querySelectorAll('[aria-live]:not([aria-live="off"])')).toHaveLength(0);
  },
};

export const ModuleInitialized: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Access Controls/ }));
    await expect(terminal(canvasElement)).toHaveTextContent('Loading Access Controls module...');
    await advanceClock(context, 799);
    await expect(terminal(canvasElement)).not.toHaveTextContent('Access Controls module initialized successfully');
    await advanceClock(context, 1);
    await expect(terminal(canvasElement)).toHaveTextContent('Access Controls module initialized successfully');
  },
};

export const MetricsRefreshEveryFiveSeconds: Story = {
  play: async (context) => {
    const cpu = () =>
      within(context.canvasElement).getByRole('progressbar', { name: 'CPU Usage' }).getAttribute('aria-valuenow');
    const readings = [cpu()];
    for (let beat = 0; beat < 6; beat++) {
      await advanceClock(context, 5000);
      readings.push(cpu());
    }
    await expect(new Set(readings).size).toBeGreaterThan(1);
  },
};

export const Refreshed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Data refreshed')).toBeVisible());
    await expect(body.getByText('All metrics and indicators updated to latest values')).toBeVisible();
  },
};

export const LoggingOut: Story = {
  beforeEach() {
    startStaffSession('adm');
  },
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await expect(terminal(canvasElement)).toHaveTextContent('Initiating logout sequence...');
    await advanceClock(context, 1499);
    await expect(localStorage.getItem('isAdmin')).toBe('true');
  },
};

export const LoggedOut: Story = {
  tags: ['no-visual'],
  beforeEach() {
    startStaffSession('adm');
  },
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Logout' }));
    await advanceClock(context, 1500);
    await waitFor(() => expect(storyLocation(context.canvasElement)).toBe('/admin'));
    await expect(localStorage.getItem('isAdmin')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

/** The readings a sparkline's text alternative lists, oldest first. */
const readings = (name: string | null) => (name ?? '').split(': ')[1]?.split(', ') ?? [];

export const HistorySparklines: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const cpuHistory = () => canvas.getByRole('img', { name: /^CPU Usage history, last 10 readings/ });
    for (const metric of ['CPU Usage', 'Memory', 'Network', 'Encryption', 'Storage', 'Transactions'])
      await expect(canvas.getByRole('img', { name: new RegExp(`^${metric} history, last 10 readings`) })).toBeVisible();
    const before = readings(cpuHistory().getAttribute('aria-label'));
    await expect(before).toHaveLength(10);
    // The newest reading is the one the gauge shows.
    const gauge = canvas.getByRole('progressbar', { name: 'CPU Usage' });
    await expect(before.at(-1)).toBe(`${gauge.getAttribute('aria-valuenow')}%`);
    await expect(cpuHistory().querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(10);
    await advanceClock(context, 5000);
    // Every 5 s the oldest reading drops out and a new one comes in.
    const after = readings(cpuHistory().getAttribute('aria-label'));
    await expect(after).toHaveLength(10);
    await expect(after.slice(0, 9)).toEqual(before.slice(1));
    await expect(after.at(-1)).toBe(`${gauge.getAttribute('aria-valuenow')}%`);
  },
};
