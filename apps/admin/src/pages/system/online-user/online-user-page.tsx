import { useApiMutation } from '@pmc/api-client/react';
import { Button, confirm, message, useTranslate } from '@pmc/ui';
import { ListPage, useKit } from '@pmc/widgets/kit';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations } from '../../../app/queries.ts';
import { showBatchReport } from '../../../page-parts/batch-report.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../catalog.ts';
import { onlineUserMessages as m } from './messages.ts';
import { onlineUserCodes } from './online-user-codes.ts';
import { type OnlineUser, onlineUserColumns } from './online-user-columns.tsx';

i18n.load(orgPagesCatalog);

/**
 * 在线用户: the live sessions (account, IP, place, sign-in time, last request), refreshable, and force
 * offline with a confirmation: the forced session's next request answers 602 and its page returns to
 * /login. The server refuses an administrator's session to anyone but an administrator.
 */
export default function OnlineUserPage() {
  const t = useTranslate();
  const can = useKit().usePermissions();
  const queryClient = useQueryClient();
  const force = useApiMutation(mutations.onlineUser.forceOffline);
  const columns = useMemo(() => onlineUserColumns(), []);

  const forceOne = async (row: OnlineUser) => {
    const name = `${row.realName}/${row.account}`;
    if (!(await confirm({ content: t(m.forceConfirm, { name }), confirmVariant: 'danger' }))) return;
    try {
      await force.mutateAsync({ params: { id: row.id } });
    } catch {
      return; // the request core has shown the server's reason
    }
    message.success(t(m.forced));
  };

  const forceMany = async (rows: OnlineUser[]) => {
    const others = rows.filter((row) => !row.current);
    if (others.length === 0) return message.info(t(s.selectFirst));
    if (!(await confirm({ content: t(m.batchForceConfirm, { n: others.length }), confirmVariant: 'danger' })))
      return;
    let result: Awaited<ReturnType<typeof api.onlineUser.batchForceOffline>>;
    try {
      // One call: the server checks each session on its own (scope, administrators) and reports each.
      result = await api.onlineUser.batchForceOffline({ ids: others.map((row) => row.id) });
    } catch {
      return; // the request core has shown why the whole batch was refused
    }
    const names = new Map(others.map((row) => [row.id, `${row.realName}/${row.account}`]));
    const failed = result.list
      .filter((r) => !r.ok)
      .map((r) => ({ name: names.get(r.id) ?? r.id, reason: r.msg ?? '' }));
    showBatchReport({ ok: result.succeeded, failed }, t);
    await queryClient.invalidateQueries({ queryKey: keys.onlineUser.all });
  };

  return (
    <section className="admin-page admin-list" data-testid="online-user-page">
      <ListPage<OnlineUser>
        id="system.onlineUser"
        aria-label={t(m.listLabel)}
        rowKey="id"
        queryKey={keys.onlineUser.all}
        request={(query, { signal }) => api.onlineUser.list(query, { signal })}
        searchFields={[{ name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder }]}
        columns={columns}
        rowActions={(row) => [
          {
            key: 'forceOffline',
            label: m.forceOffline,
            permission: onlineUserCodes.button.btn_remove,
            danger: true,
            disabled: row.current,
            onClick: () => void forceOne(row),
          },
        ]}
        batchActions={
          can.button(onlineUserCodes.button.btn_remove)
            ? (_keys, rows) => (
                <Button
                  variant="danger"
                  onClick={() => void forceMany(rows)}
                  data-testid="online-batch-force"
                >
                  {t(m.batchForceOffline)}
                </Button>
              )
            : undefined
        }
      />
    </section>
  );
}
