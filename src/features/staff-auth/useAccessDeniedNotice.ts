import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toaster } from '../../ui/toaster';

/** A guard sends refused visitors here with ?denied=1: say why once, then drop the flag from the URL. */
export function useAccessDeniedNotice(): void {
  const [params, setParams] = useSearchParams();
  // Each refusal is a navigation of its own. Two in a row (a guarded link tapped just after the
  // flag was dropped) can reach the screen as one render, as React merges the router's
  // transitions: the flag then never reads absent between them, and would stay for good.
  const { key } = useLocation();
  const refusal = params.get('denied') === '1' ? key : null;
  useEffect(() => {
    if (refusal === null) return;
    toaster.create({ id: 'admin-access-required', type: 'error', title: 'Admin access required' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('denied');
        return next;
      },
      { replace: true },
    );
  }, [refusal, setParams]);
}
