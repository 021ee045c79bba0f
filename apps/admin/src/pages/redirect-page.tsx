import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * /redirect/{path*}: re-renders a page in place (the tab bar's refresh). Navigating here unmounts the
 * page, then this replaces the entry with the original path, which mounts it fresh.
 */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.replace(/^\/redirect/, '') || '/';
    navigate(`${target}${search}`, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}
