import { useEffect, useState } from 'react';

export const SCROLLED_THRESHOLD_PX = 50;

/** True once the page is scrolled past the threshold (spec: 50 px). */
export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
