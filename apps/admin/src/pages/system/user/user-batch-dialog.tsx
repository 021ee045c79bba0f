import type { BatchResult } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { Button, Dialog, FormField, message, Select, useTranslate } from '@pmc/ui';
import { type TreeNode, TreeSelect } from '@pmc/widgets';
import { useEffect, useState } from 'react';
import { mutations } from '../../../app/queries.ts';
import { userMessages as m } from './messages.ts';
import type { UserRow } from './user-columns.tsx';

export type UserBatchKind = 'organize' | 'role';

export interface UserBatchDialogProps {
  /** Which batch, on which users; undefined: closed. */
  batch: { kind: UserBatchKind; rows: UserRow[] } | undefined;
  organizeNodes: TreeNode[];
  roleNodes: TreeNode[];
  onClose: () => void;
}

/**
 * 移动到组织 / 分配角色 for the chosen users. The server checks every user on its own (rights, data
 * scope, protected accounts) and reports each: all done closes with 成功 n 个; otherwise the dialog
 * stays and lists the users left unchanged with the server's reason.
 */
export function UserBatchDialog({ batch, organizeNodes, roleNodes, onClose }: UserBatchDialogProps) {
  const t = useTranslate();
  const move = useApiMutation(mutations.user.batchOrganize);
  const assign = useApiMutation(mutations.user.batchRole);
  const [organizeId, setOrganizeId] = useState('');
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const [result, setResult] = useState<BatchResult>();
  const rows = batch?.rows ?? [];

  useEffect(() => {
    if (!batch) return;
    setOrganizeId('');
    setRoleIds([]);
    setMode('add');
    setResult(undefined);
  }, [batch]);

  const ready = batch?.kind === 'organize' ? organizeId !== '' : roleIds.length > 0;
  const submit = async () => {
    if (!batch || !ready) return;
    const ids = rows.map((row) => row.id);
    let answer: BatchResult;
    try {
      answer =
        batch.kind === 'organize'
          ? await move.mutateAsync({ body: { ids, organizeId } })
          : await assign.mutateAsync({ body: { ids, roleIds, mode } });
    } catch {
      return; // shown by the request core
    }
    const done = t(m.batchDone, { succeeded: answer.succeeded, failed: answer.failed });
    if (answer.failed === 0) {
      message.success(done);
      onClose();
      return;
    }
    message.warning(done);
    setResult(answer);
  };

  const accountOf = new Map(rows.map((row) => [row.id, row.account ?? row.realName ?? row.id]));
  const failed = result?.list.filter((item) => !item.ok) ?? [];
  const title =
    batch?.kind === 'role'
      ? t(m.batchRoleTitle, { n: rows.length })
      : t(m.batchMoveTitle, { n: rows.length });

  return (
    <Dialog
      open={batch !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{t(m.close)}</Button>
          {result ? null : (
            <Button
              variant="primary"
              disabled={!ready}
              loading={move.isPending || assign.isPending}
              onClick={() => void submit()}
            >
              {t(m.confirm)}
            </Button>
          )}
        </>
      }
    >
      {result ? (
        <div className="admin-result-table">
          <table aria-label={t(m.batchFailedList)}>
            <thead>
              <tr>
                <th scope="col">{t(m.account)}</th>
                <th scope="col">{t(m.importMsgCol)}</th>
              </tr>
            </thead>
            <tbody>
              {failed.map((item) => (
                <tr key={item.id}>
                  <td>{accountOf.get(item.id) ?? item.id}</td>
                  <td>{item.msg ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : batch?.kind === 'role' ? (
        <>
          <FormField label={t(m.roles)} required>
            <TreeSelect
              nodes={roleNodes}
              multiple
              clearable
              value={roleIds}
              onChange={(ids) => setRoleIds(ids)}
            />
          </FormField>
          <FormField label={t(m.batchRoleMode)}>
            <Select
              value={mode}
              onValueChange={(value) => setMode(value === 'replace' ? 'replace' : 'add')}
              options={[
                { value: 'add', label: t(m.batchRoleAdd) },
                { value: 'replace', label: t(m.batchRoleReplace) },
              ]}
            />
          </FormField>
        </>
      ) : (
        <FormField label={t(m.organize)} required>
          <TreeSelect
            nodes={organizeNodes}
            value={organizeId || null}
            onChange={([id]) => setOrganizeId(id ?? '')}
            searchable
          />
        </FormField>
      )}
    </Dialog>
  );
}
