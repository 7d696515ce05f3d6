import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toaster } from '../../ui/toaster';

/** A guard sends refused visitors here with ?denied=1: say why once, then drop the flag from the URL. */
export function useAccessDeniedNotice(): void {
  const [params, setParams] = useSearchParams();
  const denied = params.get('denied') === '1';
  useEffect(() => {
    if (!denied) return;
    toaster.create({ id: 'admin-access-required', type: 'error', title: 'Admin access required' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('denied');
        return next;
      },
      { replace: true },
    );
  }, [denied, setParams]);
}
