import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { setToken } from '../session/session-store.ts';

/**
 * /auth-redirect?token=…&redirect=…: hand-over from another system. Stores the token, then lets the
 * guard load the user and continue to the requested page (home by default).
 */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const token = params.get('token');
    if (token) setToken(token);
    const target = params.get('redirect');
    navigate(target?.startsWith('/') && !target.startsWith('//') ? target : '/home', { replace: true });
  }, [params, navigate]);
  return null;
}
