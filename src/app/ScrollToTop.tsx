import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: on each route change the page scrolls to top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
