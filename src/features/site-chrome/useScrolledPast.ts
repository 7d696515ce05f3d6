import { useEffect, useState } from 'react';

/** True while the window is scrolled further down than `threshold` pixels (read after render: pre-rendered HTML knows no scroll). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
