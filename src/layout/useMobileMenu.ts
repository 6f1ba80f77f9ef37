import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Mobile menu state: locks page scrolling while open (class on <html>), closes on route change
 * and on Escape (returning focus to the toggle).
 */
export function useMobileMenu(toggleId: string) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', open);
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('scroll-locked');
    };
  }, [open, toggleId]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  return { open, toggle };
}
