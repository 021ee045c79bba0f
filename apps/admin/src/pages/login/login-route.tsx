import { useNavigate, useSearchParams } from 'react-router-dom';
import LoginPage from './login-page.tsx';

/** /login inside the route table: where the guard sends a deep link without a token. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <LoginPage redirect={params.get('redirect')} go={(to) => navigate(to, { replace: true })} />;
}
