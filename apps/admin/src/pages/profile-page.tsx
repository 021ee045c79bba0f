import { i18nMessages } from '@pmc/i18n';
import { T } from '@pmc/i18n/react';
import { useSnapshot } from 'valtio';
import { adminMessages } from '../messages.ts';
import { session } from '../session/session-store.ts';

/** /profile: the signed-in user's own information. */
export default function ProfilePage() {
  const { userInfo } = useSnapshot(session);
  return (
    <section className="admin-page" data-testid="profile">
      <h1>
        <T msg={i18nMessages.profile} />
      </h1>
      <dl className="admin-definition">
        <dt>
          <T msg={adminMessages.profileAccount} />
        </dt>
        <dd>{userInfo?.username}</dd>
        <dt>
          <T msg={adminMessages.profileName} />
        </dt>
        <dd>{userInfo?.realName}</dd>
      </dl>
    </section>
  );
}
