import { T } from '@pmc/i18n/react';
import { Button } from '@pmc/ui';
import { Link } from 'react-router-dom';
import { adminMessages } from '../messages.ts';

/**
 * Shown in place of a page whose menu entry the user lost while it was open (an administrator took
 * the grant away): a clear 403 and a way home, never the page half working against refused calls.
 */
export function PageRevoked() {
  return (
    <main className="admin-page admin-center" data-testid="page-revoked">
      <p className="admin-big-code" aria-hidden="true">
        403
      </p>
      <h1>
        <T msg={adminMessages.pageRevokedTitle} />
      </h1>
      <p>
        <T msg={adminMessages.pageRevokedText} />
      </p>
      <Button asChild variant="primary">
        <Link to="/home">
          <T msg={adminMessages.backHome} />
        </Link>
      </Button>
    </main>
  );
}
