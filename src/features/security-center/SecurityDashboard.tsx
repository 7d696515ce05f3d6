import { useRef, useState } from 'react';
import { Box, Button, Grid, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FileText, ScanSearch, ShieldCheck, ShieldAlert } from 'lucide-react';
import { useClockInterval } from '../../lib/runtime/useClockInterval';
import { useClockTimeout } from '../../lib/runtime/useClockTimeout';
import { BottomSheet } from '../../ui/BottomSheet';
import { StatusBadge } from '../../ui/StatusBadge';
import { toaster } from '../../ui/toaster';
import { overallScore, SCAN_MS, SCORE_TICK_MS, stepScore } from './securityMeasures';
import { useSecurityMonitor } from './useSecurityMonitor';

function ScoreAndMeasures({ monitor }: { monitor: ReturnType<typeof useSecurityMonitor> }) {
  const target = overallScore(monitor.measures);
  const [shown, setShown] = useState(0);
  useClockInterval(() => setShown((current) => stepScore(current, target)), shown === target ? null : SCORE_TICK_MS);
  return (
    <Stack gap="5">
      <Box>
        <Progress.Root value={shown} max={100}>
          <HStack justify="space-between">
            <Progress.Label>Overall Security Score</Progress.Label>
            {/* Zag makes the value a live region; its climb would be read tick by tick. */}
            <Progress.ValueText fontSize="xl" fontWeight="bold" aria-live="off">
              {shown}%
            </Progress.ValueText>
          </HStack>
          <Progress.Track aria-label="Overall Security Score" marginTop="2">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text marginTop="2" fontSize="sm" color={monitor.threat ? 'fg.warning' : 'fg.success'} role="status">
          {monitor.threat ? 'Threat detected: countermeasures active' : 'All systems secure'}
        </Text>
      </Box>
      <Box>
        <Heading as="h3" size="sm" marginBottom="2">
          Active Security Measures
        </Heading>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }} gap="3">
          {monitor.measures.map((measure) => (
            <Box
              key={measure.id}
              borderWidth="1px"
              borderRadius="md"
              padding="3"
              aria-label={measure.name}
              role="group"
            >
              <HStack justify="space-between" gap="2">
                {measure.status === 'active' ? (
                  <ShieldCheck aria-hidden="true" size="16" />
                ) : (
                  <ShieldAlert aria-hidden="true" size="16" />
                )}
                <StatusBadge status={measure.status} />
              </HStack>
              <Text fontWeight="semibold" fontSize="sm" marginTop="2">
                {measure.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {measure.description}
              </Text>
              <Text fontSize="xs" marginTop="1">
                Strength {measure.strength}%
              </Text>
            </Box>
          ))}
        </Grid>
      </Box>
    </Stack>
  );
}

/** The 'Security Dashboard' button and its bottom drawer; the threat simulation runs while it is mounted. */
export function SecurityDashboard({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const monitor = useSecurityMonitor();
  const [open, setOpen] = useState(defaultOpen);
  const [scanning, setScanning] = useState(false);
  const finishScan = useClockTimeout();
  const scanButton = useRef<HTMLButtonElement>(null);

  const scan = () => {
    if (scanning) return;
    setScanning(true);
    toaster.create({
      type: 'info',
      title: 'Security scan initiated',
      description: 'Scanning for potential threats and vulnerabilities...',
    });
    finishScan(() => {
      setScanning(false);
      toaster.create({
        type: 'success',
        title: 'Security scan complete',
        description: 'No threats detected. Your system is secure.',
      });
    }, SCAN_MS);
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      initialFocusEl={() => scanButton.current}
      trigger={
        <Button variant="outline">
          {monitor.threat ? <ShieldAlert aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          Security Dashboard
        </Button>
      }
      title="Security Dashboard"
      description="Advanced protection system monitoring and controls"
      // Focusable so keyboard users can scroll it on small screens.
      bodyLabel="Security status"
      footer={
        <>
          {/* Marked unavailable rather than disabled: a disabled button drops the focus to the page. */}
          <Button ref={scanButton} onClick={scan} aria-disabled={scanning || undefined}>
            <ScanSearch aria-hidden="true" />
            {scanning ? 'Scanning...' : 'Run Security Scan'}
          </Button>
          <Button variant="outline">
            <FileText aria-hidden="true" />
            Security Reports
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Close Dashboard
          </Button>
        </>
      }
    >
      <ScoreAndMeasures monitor={monitor} />
    </BottomSheet>
  );
}
