import { pageTitle } from '@pmc/i18n';
import { useT } from '@pmc/i18n/react';
import { useEffect } from 'react';
import { adminMessages } from '../../messages.ts';
import LoginPage from './login-page.tsx';

interface StandaloneLoginProps {
  go(to: string): void;
  warmUp(): void;
}

/**
 * /login as the first screen of a visit, outside the route table: the sign-in form needs no router, and
 * leaving react-router out of what /login loads keeps its script under 100 KB on the wire
 * (bench/wire-bytes.mjs). It keeps the document title as the route table would
 * (docs/guide/pages.md#page-title).
 */
export function StandaloneLogin({ go, warmUp }: StandaloneLoginProps) {
  const t = useT();
  const title = t(adminMessages.signIn);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  return <LoginPage redirect={redirect} go={go} warmUp={warmUp} />;
}
