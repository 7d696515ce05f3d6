import { useLocation, useNavigate } from 'react-router';
import { useClockTimeout } from '../../lib/runtime/useClockTimeout';

const SCROLL_HOME_DELAY_MS = 100;

function scrollToTopSmoothly() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * On the home route the logo scrolls smoothly to the top; elsewhere it goes home, then scrolls after 100 ms
 * (docs/behaviour.md#shell).
 */
export function useLogoNavigation(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const later = useClockTimeout();
  return () => {
    if (pathname === '/') {
      scrollToTopSmoothly();
      return;
    }
    void navigate('/');
    later(scrollToTopSmoothly, SCROLL_HOME_DELAY_MS);
  };
}
