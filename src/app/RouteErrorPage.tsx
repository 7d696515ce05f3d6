import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, HStack } from '@chakra-ui/react';
import { CloudOff, TriangleAlert, WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../lib/network/useOnlineStatus';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { EmptyState } from '../ui/EmptyState';
import { LinkButton } from '../ui/RouterLink';
import { isChunkLoadError } from './chunkLoadError';
import { useMarkAppStarted, useReplayEarlyTaps } from './RootLayout';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's fallback when a route throws: the message, and a way back. A page whose code did
 * not arrive (a new deployment, a dropped connection) gets 'Reload' instead of a raw message.
 */
export function RouteErrorPage({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  // This screen takes the root layout's place, so it also tells the page the app is running: taps
  // held since the first paint (its own 'Reload' among them) reach it instead of waiting forever.
  useMarkAppStarted();
  useReplayEarlyTaps();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const online = useOnlineStatus();
  // Offline, the page's code could not arrive: say so, and try again by itself once the browser is
  // back online (docs/behaviour.md#errors). A reload while offline would show the browser's own
  // error page instead of this one.
  const [offlineSeen, setOfflineSeen] = useState(!online);
  if (!online && !offlineSeen) setOfflineSeen(true);
  const retried = useRef(false);
  useEffect(() => {
    if (!chunkFailed || !offlineSeen || !online || retried.current) return;
    retried.current = true;
    onReload();
  }, [chunkFailed, offlineSeen, online, onReload]);

  if (chunkFailed && offlineSeen) {
    return (
      <ShopPageShell title="You are offline">
        <EmptyState
          icon={<WifiOff />}
          title="This page needs a connection"
          description={
            online
              ? 'Back online: loading the page…'
              : 'Its code has not reached this browser yet. It will open by itself as soon as the connection is back. Pages you have already opened keep working, and your cart is safe.'
          }
          action={<LinkButton to="/">Back to Home</LinkButton>}
        />
      </ShopPageShell>
    );
  }
  if (chunkFailed) {
    return (
      <ShopPageShell title="This page could not be loaded">
        <EmptyState
          icon={<CloudOff />}
          title="Part of the site did not arrive"
          description="The site may have just been updated, or the connection dropped. Reload to try again. Your cart and settings are safe."
          action={
            <HStack gap="3">
              <Button onClick={onReload}>Reload</Button>
              <LinkButton to="/" variant="outline">
                Back to Home
              </LinkButton>
            </HStack>
          }
        />
      </ShopPageShell>
    );
  }
  return (
    <ShopPageShell title="Unexpected Application Error!">
      <EmptyState
        icon={<TriangleAlert />}
        title={describe(error)}
        description="Something went wrong on this page. Your cart and settings are safe."
        action={<LinkButton to="/">Back to Home</LinkButton>}
      />
    </ShopPageShell>
  );
}
