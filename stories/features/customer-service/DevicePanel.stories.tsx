import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { DevicePanel } from '../../../src/features/customer-service/DevicePanel';
import type { DeviceProbes } from '../../../src/features/customer-service/deviceInfo';
import { reverseGeocodeHandlers } from '../../../src/mocks/handlers';
import { advanceClock } from '../../support/storyClock';
import { withStaffDates } from '../../support/staffDates';
import { forgetReverseGeocodeCache } from '../../../src/features/customer-service/reverseGeocodeClient';
import { mobileViewport } from '../../support/viewports';
import { desktopSource, fakeGeolocation, fakeProbes, phoneSource } from '../../support/fixedDevice';

const NEVER: DeviceProbes = { model: () => new Promise(() => {}), battery: () => new Promise(() => {}) };

const meta = {
  title: 'Features/CustomerService/DevicePanel',
  component: DevicePanel,
  decorators: [withStaffDates],
  args: {
    source: desktopSource,
    geolocation: fakeGeolocation('success'),
    probes: fakeProbes(null, { level: 0.76, charging: false }),
  },
  beforeEach() {
    // Each story answers differently for the same position: start with no remembered place.
    forgetReverseGeocodeCache();
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
} satisfies Meta<typeof DevicePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location-status');
/** The value shown beside a field's label. */
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const Located: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Damrak, Amsterdam, Netherlands')).toBeVisible());
    await expect(status(canvasElement)).toHaveTextContent('success');
    await expect(canvas.getByText('203.0.113.xxx')).toBeVisible();
    await expect(canvas.getByText('52.3676, 4.9041')).toBeVisible();
    await expect(canvas.getByText('Chrome 156.0.0.0')).toBeVisible();
  },
};

export const Detecting: Story = {
  args: { geolocation: fakeGeolocation('never') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Detecting...')).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('loading');
  },
};

/** Firefox and WebKit ask before they locate: a prompt nobody answers ends in a clear state. */
export const WaitingForPermission: Story = {
  args: { geolocation: fakeGeolocation('never') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await advanceClock(context, 4999);
    await expect(canvas.getByText('Detecting...')).toBeVisible();
    await advanceClock(context, 1);
    await waitFor(() => expect(canvas.getByText('Waiting for permission')).toBeVisible());
    await expect(canvas.queryByText('Detecting...')).toBeNull();
    await expect(status(context.canvasElement)).toHaveTextContent('waiting');
  },
};

/** On a phone the waiting line takes the one line 'Detecting...' took: nothing below it moves. */
export const WaitingOnAPhoneMovesNothing: Story = {
  args: { source: phoneSource, geolocation: fakeGeolocation('never') },
  globals: mobileViewport,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /Device & Security/ })).toHaveAttribute('data-variant', 'mobile'),
    );
    const below = () => field(context.canvasElement, 'Device').getBoundingClientRect().top;
    const detectingTop = below();
    await advanceClock(context, 5000);
    await waitFor(() => expect(canvas.getByText('Waiting for permission')).toBeVisible());
    await expect(below()).toBe(detectingTop);
  },
};

export const Denied: Story = {
  args: { geolocation: fakeGeolocation('denied') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Location access denied')).toBeVisible());
    await expect(status(canvasElement)).toHaveTextContent('denied');
  },
};

export const PositionUnavailable: Story = {
  args: { geolocation: fakeGeolocation('error') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Unable to determine location')).toBeVisible());
    await expect(status(canvasElement)).toHaveTextContent('error');
  },
};

export const NoGeolocationSupport: Story = {
  args: { geolocation: null },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Unable to determine location')).toBeVisible());
  },
};

export const LookupFails: Story = {
  parameters: { msw: { handlers: { geocoding: reverseGeocodeHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Unable to determine location')).toBeVisible());
    await expect(console.error).toHaveBeenCalledWith('Could not determine the location:', expect.anything());
  },
};

export const MalformedAnswer: Story = {
  parameters: { msw: { handlers: { geocoding: reverseGeocodeHandlers.malformed } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('error'));
  },
};

export const MobileVariant: Story = {
  args: { source: phoneSource },
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /Device & Security/ })).toHaveAttribute('data-variant', 'mobile'),
    );
    await expect(canvas.getByText('Mobile phone')).toBeVisible();
    await expect(canvas.queryByText('iOS 18.1')).toBeNull();
  },
};

export const BatteryKnown: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'Battery')).toHaveTextContent('76%'));
    await expect(field(canvasElement, 'Memory')).toHaveTextContent('16 GB');
    // A desktop browser's client hints name no model.
    await expect(field(canvasElement, 'Model')).toHaveTextContent('Unknown');
  },
};

export const BatteryCharging: Story = {
  args: { probes: fakeProbes(null, { level: 0.3, charging: true }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'Battery')).toHaveTextContent('30% (charging)'));
  },
};

export const BatteryUnknown: Story = {
  args: {
    probes: fakeProbes(null, null),
    source: { ...desktopSource, deviceMemory: undefined, hardwareConcurrency: undefined },
  },
  play: async ({ canvasElement }) => {
    // Firefox and Safari have no Battery Status API and report no memory.
    await waitFor(() => expect(field(canvasElement, 'Battery')).toHaveTextContent('Unknown'));
    await expect(field(canvasElement, 'Memory')).toHaveTextContent('Unknown');
    await expect(field(canvasElement, 'CPU cores')).toHaveTextContent('Unknown');
  },
};

export const StillChecking: Story = {
  args: { probes: NEVER },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Battery')).toHaveTextContent('Checking...');
    await expect(field(canvasElement, 'Model')).toHaveTextContent('Checking...');
  },
};

export const ModelFromClientHints: Story = {
  args: {
    source: {
      ...phoneSource,
      userAgent:
        'Mozilla/5.0 (Linux; Android 15; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    },
    probes: fakeProbes('Pixel 9', { level: 0.52, charging: false }),
    variant: 'mobile',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'Model')).toHaveTextContent('Pixel 9'));
    await expect(field(canvasElement, 'Device')).toHaveTextContent('Mobile phone');
    await expect(field(canvasElement, 'Battery')).toHaveTextContent('52%');
  },
};

export const LastActivityFollowsInteraction: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    // Stories start at 12:00 UTC, 7:00 AM in New York.
    await expect(field(canvasElement, 'Last activity')).toHaveTextContent('Nov 21, 2026, 7:00 AM');
    await advanceClock(context, 5 * 60 * 1000);
    // Time passing alone is not activity.
    await expect(field(canvasElement, 'Last activity')).toHaveTextContent('7:00 AM');
    await userEvent.click(within(canvasElement).getByRole('heading', { name: /Device & Security/ }));
    await waitFor(() => expect(field(canvasElement, 'Last activity')).toHaveTextContent('Nov 21, 2026, 7:05 AM'));
  },
};
