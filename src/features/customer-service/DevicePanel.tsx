import { use, useMemo, type ReactNode } from 'react';
import { Box, Card, Grid, Heading, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Laptop, MapPin, Smartphone } from 'lucide-react';
import { StatusBadge } from '../../ui/StatusBadge';
import { FormattedDate } from '../../ui/FormattedDate';
import { batteryLabel, describeDevice, type DeviceProbes, type DeviceSource } from './deviceInfo';
import { DeviceReadingsContext } from './deviceReadings';
import { useDeviceProbes } from './useDeviceProbes';
import { useLastActivity } from './useLastActivity';
import { locationLabel, useApproximateLocation } from './useApproximateLocation';

export interface DevicePanelProps {
  /** Each defaults to DeviceReadingsContext's, the running browser's unless a story provides others. */
  source?: DeviceSource;
  geolocation?: Geolocation | null;
  /** Device model and battery: client hints and the Battery Status API. */
  probes?: DeviceProbes;
  /** Forces a variant; otherwise mobile under 768 px (docs/behaviour.md#customer-service). */
  variant?: 'desktop' | 'mobile';
}

/** Device and security information about the csm's own session, desktop or mobile variant. */
export function DevicePanel({ source, geolocation, probes, variant }: DevicePanelProps) {
  const readings = use(DeviceReadingsContext);
  // Read again only when the readings given change: a story's toolbar switching to the phone
  // viewport gives it the phone's; the running browser's are one object for the whole visit.
  const device = useMemo(() => describeDevice(source ?? readings.source()), [source, readings]);
  const probed = useDeviceProbes(probes ?? readings.probes);
  const lastActivity = useLastActivity();
  const location = useApproximateLocation(geolocation === undefined ? readings.geolocation() : geolocation);
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false });
  const mobile = variant ? variant === 'mobile' : narrow === true;
  const coordinates =
    location.latitude !== null && location.longitude !== null
      ? `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}`
      : 'Unknown';
  const checking = 'Checking...';
  const fields: [string, ReactNode][] = [
    ['Device', device.device],
    ['Model', probed.model === undefined ? checking : (probed.model ?? 'Unknown')],
    ['OS', `${device.os} ${device.osVersion}`.trim()],
    ['Browser', `${device.browser} ${device.browserVersion}`.trim()],
    ['Screen', device.screenResolution],
    ['Language', device.language],
    ['Timezone', device.timeZone],
    ['IP address', device.ipAddress],
    ['Connection', device.connectionType],
    ['Battery', probed.battery === undefined ? checking : batteryLabel(probed.battery)],
    ['CPU cores', device.cpuCores],
    ['Memory', device.memory],
    ['Coordinates', coordinates],
    ['Accuracy', location.accuracy === null ? 'Unknown' : `${location.accuracy} m`],
    ['Last activity', <FormattedDate key="last-activity" value={lastActivity} format="dayTime" />],
  ];
  const shown = mobile
    ? fields.filter(([label]) => ['Device', 'Model', 'Browser', 'IP address', 'Timezone', 'Battery'].includes(label))
    : fields;

  return (
    <Card.Root
      as="section"
      aria-labelledby="device-panel-title"
      variant="outline"
      bg="bg.panel"
      data-variant={mobile ? 'mobile' : 'desktop'}
    >
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" id="device-panel-title" size="md" display="flex" alignItems="center" gap="2">
            {mobile ? <Smartphone aria-hidden="true" size="18" /> : <Laptop aria-hidden="true" size="18" />}
            Device &amp; Security
          </Heading>
          <StatusBadge status={location.status} label={`Location: ${location.status}`} data-testid="location-status" />
        </HStack>
        <HStack gap="2" align="flex-start">
          <Box color="accent.fg" paddingTop="0.5">
            <MapPin aria-hidden="true" size="16" />
          </Box>
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Approximate location
            </Text>
            <Text aria-live="polite">{locationLabel(location)}</Text>
          </Stack>
        </HStack>
        <Grid
          as="dl"
          templateColumns={mobile ? 'repeat(2, 1fr)' : { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
          gap="3"
        >
          {shown.map(([label, value]) => (
            <Box key={label}>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {label}
              </Text>
              <Box as="dd" fontSize="sm" wordBreak="break-word">
                {value}
              </Box>
            </Box>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
