import { useState, type ReactNode } from 'react';
import { Box, Button, Card, Flex, Grid, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LogOut, RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useRandom } from '../../lib/runtime/useRuntime';
import { pick } from '../../lib/runtime/random';
import { useClockInterval } from '../../lib/runtime/useClockInterval';
import { useClockTimeout } from '../../lib/runtime/useClockTimeout';
import { Sparkline } from '../../ui/Sparkline';
import { toaster } from '../../ui/toaster';
import { endStaffSession } from '../staff-auth/staffSession';
import { loginPath } from '../staff-auth/staffRole';
import { useHeadingFocusAfterLogin } from '../staff-auth/useHeadingFocusAfterLogin';
import {
  initialMetrics,
  latest,
  METRICS_REFRESH_MS,
  nextMetrics,
  TERMINAL_MESSAGE_CHANCE,
  TERMINAL_MESSAGES,
  type MetricKey,
} from './metrics';
import { BRIDGE_MODULES } from './modules';
import { useTerminal } from './useTerminal';
import { SystemTerminal } from './SystemTerminal';

export const MODULE_INIT_MS = 800;
export const LOGOUT_DELAY_MS = 1500;

const GAUGES: { key: MetricKey; label: string; unit: string }[] = [
  { key: 'cpu', label: 'CPU Usage', unit: '%' },
  { key: 'memory', label: 'Memory', unit: '%' },
  { key: 'network', label: 'Network', unit: '%' },
  { key: 'encryption', label: 'Encryption', unit: '%' },
  { key: 'storage', label: 'Storage', unit: '%' },
  { key: 'transactions', label: 'Transactions', unit: '/min' },
];

/** The adm console: live gauges, module cards, the System Terminal and the status footer. */
export function CommandBridge({ actions }: { actions?: ReactNode }) {
  const random = useRandom();
  const navigate = useNavigate();
  useHeadingFocusAfterLogin();
  const [metrics, setMetrics] = useState(() => initialMetrics(random));
  const [loggingOut, setLoggingOut] = useState(false);
  const { lines, log } = useTerminal('Command Bridge online. All systems nominal.');
  const moduleTimer = useClockTimeout();
  const logoutTimer = useClockTimeout();

  useClockInterval(
    () => {
      setMetrics((current) => nextMetrics(current, random));
      if (random.next() < TERMINAL_MESSAGE_CHANCE) log(pick(random, TERMINAL_MESSAGES));
    },
    loggingOut ? null : METRICS_REFRESH_MS,
  );

  const refresh = () => {
    setMetrics((current) => nextMetrics(current, random));
    log('Manual refresh: all metrics updated');
    toaster.create({
      type: 'success',
      title: 'Data refreshed',
      description: 'All metrics and indicators updated to latest values',
    });
  };

  const openModule = (name: string) => {
    log(`Loading ${name} module...`);
    moduleTimer(() => log(`${name} module initialized successfully`), MODULE_INIT_MS);
  };

  const logout = () => {
    setLoggingOut(true);
    log('Initiating logout sequence...');
    log('Closing secure channels...');
    log('Clearing session credentials...');
    logoutTimer(() => {
      endStaffSession();
      void navigate(loginPath('adm'));
    }, LOGOUT_DELAY_MS);
  };

  return (
    <Stack gap="6">
      {/* On a phone the actions share the rows they wrap onto, so no button sits alone or wraps its label. */}
      <Flex justify="flex-end" gap="3" wrap="wrap" css={{ '& > *': { flex: { base: '1 0 auto', md: 'none' } } }}>
        {actions}
        <Button variant="outline" onClick={refresh} disabled={loggingOut}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
        <Button variant="outline" onClick={logout} disabled={loggingOut}>
          <LogOut aria-hidden="true" />
          {loggingOut ? 'Logging out...' : 'Logout'}
        </Button>
      </Flex>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
        gap="4"
        as="section"
        aria-label="Live gauges"
      >
        {GAUGES.map((gauge) => {
          const value = latest(metrics, gauge.key);
          return (
            <Card.Root key={gauge.key} variant="outline" bg="bg.panel">
              <Card.Body gap="2">
                <Progress.Root value={value} max={100} size="sm">
                  <HStack justify="space-between">
                    <Progress.Label>{gauge.label}</Progress.Label>
                    {/* Read where a screen reader reaches it: six live values would speak every 5 s. */}
                    <Progress.ValueText whiteSpace="nowrap" aria-live="off">
                      {value}
                      {gauge.unit}
                    </Progress.ValueText>
                  </HStack>
                  <Progress.Track aria-label={gauge.label}>
                    {/* The bar moves at once, as its figure does: Progress eases its width, a layout and a
                        paint per frame for six bars at every refresh (on a phone, most of the refresh's work). */}
                    <Progress.Range transitionProperty="none" />
                  </Progress.Track>
                </Progress.Root>
                <Sparkline values={metrics[gauge.key]} label={`${gauge.label} history`} unit={gauge.unit} />
              </Card.Body>
            </Card.Root>
          );
        })}
      </Grid>
      <Box as="section" aria-labelledby="bridge-modules">
        <Heading as="h2" id="bridge-modules" size="md" marginBottom="3">
          Modules
        </Heading>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
          {BRIDGE_MODULES.map((module) => (
            <Button
              key={module.name}
              variant="outline"
              height="auto"
              padding="4"
              flexDirection="column"
              alignItems="flex-start"
              textAlign="left"
              whiteSpace="normal"
              onClick={() => openModule(module.name)}
              disabled={loggingOut}
            >
              <Text as="h3" fontWeight="semibold" color="fg">
                {module.name}
              </Text>
              {module.stats.map(([label, value]) => (
                <Text key={label} fontSize="xs" color="fg.muted" fontWeight="normal">
                  {label}: {value}
                </Text>
              ))}
            </Button>
          ))}
        </Grid>
      </Box>
      <SystemTerminal lines={lines} />
      <Flex
        as="footer"
        justify="space-between"
        wrap="wrap"
        gap="2"
        fontSize="sm"
        color="fg.muted"
        borderTopWidth="1px"
        paddingTop="3"
      >
        <Text>System Status: {loggingOut ? 'Shutting down session' : 'Online'}</Text>
        <Text>Security Level: Maximum</Text>
        <Text>
          Storage {latest(metrics, 'storage')}% · Transactions {latest(metrics, 'transactions')}/min
        </Text>
      </Flex>
    </Stack>
  );
}
