import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { confirm, message } from '@pmc/ui';
import { SessionList, type SessionRow, sessionListLazyCatalog } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { i18n } from '../../app/i18n.ts';
import { mutations, queries } from '../../app/queries.ts';
import { profileMessages as m } from './messages.ts';

i18n.load(sessionListLazyCatalog);

/**
 * 我的会话 (@pmc/widgets' SessionList) with its calls. Ending another session (one, or all but this one,
 * each confirmed) signs that browser out at its next request, as the administrator's force-offline does;
 * this one ends by 退出登录 only.
 */
export function ProfileSessions() {
  const t = useT();
  const sessions = useQuery(queries.currentUser.sessions());
  const endOne = useApiMutation(mutations.currentUser.endSession);
  const endOthers = useApiMutation(mutations.currentUser.endOtherSessions);

  const end = useCallback(
    async (row: SessionRow) => {
      const unknown = t(m.sessionUnknown);
      const where = `${row.browser ?? unknown} / ${row.system ?? unknown}, ${row.ip}`;
      if (!(await confirm({ content: t(m.endSessionConfirm, { where }), confirmVariant: 'danger' }))) return;
      try {
        await endOne.mutateAsync({ params: { id: row.id } });
      } catch {
        return; // the request core has shown the server's reason
      }
      message.success(t(m.sessionEnded));
    },
    [t, endOne],
  );

  const endAllOthers = async () => {
    if (!(await confirm({ content: t(m.endOthersConfirm), confirmVariant: 'danger' }))) return;
    let ended: number;
    try {
      ({ ended } = await endOthers.mutateAsync());
    } catch {
      return;
    }
    message.success(t(m.othersEnded, { n: ended }));
  };

  return (
    <SessionList
      rows={sessions.data?.list ?? []}
      loading={sessions.isFetching}
      onEnd={(row) => void end(row)}
      onEndOthers={() => void endAllOthers()}
    />
  );
}
