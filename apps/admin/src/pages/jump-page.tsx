import { T } from '@pmc/i18n/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { adminMessages } from '../messages.ts';

/** /jump?target=/path: an in-app jump page for links from outside; only same-origin paths. */
export default function JumpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const target = params.get('target') ?? params.get('redirect') ?? '/';
    navigate(target.startsWith('/') && !target.startsWith('//') ? target : '/', { replace: true });
  }, [params, navigate]);
  return (
    <p className="admin-center">
      <T msg={adminMessages.redirecting} />
    </p>
  );
}
