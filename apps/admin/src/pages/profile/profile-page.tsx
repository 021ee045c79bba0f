import { i18nMessages } from '@pmc/i18n';
import { T, useT } from '@pmc/i18n/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pmc/ui';
import { useState } from 'react';
import { i18n } from '../../app/i18n.ts';
import { withQueryClient } from '../with-query-client.tsx';
import { profilePageCatalog } from './catalog.ts';
import { profileMessages as m } from './messages.ts';
import { ProfileAuthorize } from './profile-authorize.tsx';
import { ProfileInfoForm } from './profile-info-form.tsx';
import { ProfilePasswordForm } from './profile-password-form.tsx';
import { ProfileSecondFactor } from './profile-second-factor.tsx';
import { ProfileSessions } from './profile-sessions.tsx';
import { ProfileSignInLog } from './profile-sign-in-log.tsx';
import { ProfileSubordinates } from './profile-subordinates.tsx';

i18n.load(profilePageCatalog);

const TABS = [
  { value: 'basic', label: m.basic, Panel: ProfileInfoForm },
  { value: 'password', label: m.password, Panel: ProfilePasswordForm },
  { value: 'secondFactor', label: m.secondFactor, Panel: ProfileSecondFactor },
  { value: 'log', label: m.signInLog, Panel: ProfileSignInLog },
  { value: 'sessions', label: m.sessions, Panel: ProfileSessions },
  { value: 'authorize', label: m.authorize, Panel: ProfileAuthorize },
  { value: 'subordinates', label: m.subordinates, Panel: ProfileSubordinates },
] as const;

/**
 * /profile (个人信息), in tabs as vben's and RuoYi's personal centre: basic information with the avatar,
 * password change, two-step verification, my sign-in log, my sessions (where else I am signed in, to end), my permissions and
 * my subordinates. A tab's data is read when it is first shown, and a tab keeps its state while another
 * is shown.
 */
function ProfilePage() {
  const t = useT();
  const [tab, setTab] = useState<string>('basic');
  // A tab is built when first shown and then kept, so what was typed in one survives a look at another.
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(['basic']));
  const choose = (value: string) => {
    setTab(value);
    setSeen((prev) => (prev.has(value) ? prev : new Set([...prev, value])));
  };
  return (
    <section className="admin-page" data-testid="profile">
      <h1>
        <T msg={i18nMessages.profile} />
      </h1>
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label={t(m.tabs)}>
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} data-testid={`profile-tab-${value}`}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} forceMount hidden={tab !== value}>
            {seen.has(value) ? <Panel /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

export default withQueryClient(ProfilePage);
