import { T } from '@pmc/i18n/react';
import { Button } from '@pmc/ui';
import { Link } from 'react-router-dom';
import { adminMessages } from '../messages.ts';

export default function NotFoundPage() {
  return (
    <main className="admin-page admin-center" data-testid="not-found">
      <p className="admin-big-code" aria-hidden="true">
        404
      </p>
      <h1>
        <T msg={adminMessages.notFoundTitle} />
      </h1>
      <p>
        <T msg={adminMessages.notFoundText} />
      </p>
      <Button asChild variant="primary">
        <Link to="/">
          <T msg={adminMessages.backHome} />
        </Link>
      </Button>
    </main>
  );
}
