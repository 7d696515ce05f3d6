import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { DevicePanel } from '../../../src/features/customer-service/DevicePanel';
import type { DeviceSource } from '../../../src/features/customer-service/deviceInfo';
import { forgetReverseGeocodeCache } from '../../../src/features/customer-service/reverseGeocodeClient';
import { reverseGeocodeHandlers } from '../../../src/mocks/handlers';
import { mobileViewport } from '../../support/viewports';

const desktopSource: DeviceSource = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  language: 'en-US',
  hardwareConcurrency: 8,
  deviceMemory: 16,
  connectionType: '4g',
  screenWidth: 1920,
  screenHeight: 1080,
  timeZone: 'Europe/Amsterdam',
};

const phoneSource: DeviceSource = {
  ...desktopSource,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  screenWidth: 390,
  screenHeight: 844,
};

function fakeGeolocation(answer: 'success' | 'denied' | 'error' | 'never'): Geolocation {
  return {
    getCurrentPosition(success, failure) {
      if (answer === 'success') success({ coords: { latitude: 52.3676, longitude: 4.9041 } } as GeolocationPosition);
      else if (answer !== 'never')
        failure?.({ code: answer === 'denied' ? 1 : 3, message: answer } as GeolocationPositionError);
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  };
}

const meta = {
  title: 'Features/CustomerService/DevicePanel',
  component: DevicePanel,
  args: { source: desktopSource, geolocation: fakeGeolocation('success') },
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
    await expect(console.error).toHaveBeenCalled();
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
