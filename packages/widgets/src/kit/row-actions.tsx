import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  type Translatable,
  useTranslate,
} from '@pmc/ui';
import { Fragment } from 'react';
import { ActionIcon, rowActionIcon, toolbarIcons } from './action-icons.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';

/** One action of a row (编辑, 删除, 重置密码 …). */
export interface RowAction {
  key: string;
  label: Translatable;
  onClick: () => void;
  /** Button permission code of the page (e.g. btn_edit); without it the action always shows. */
  permission?: string;
  danger?: boolean;
  /** Shown but not usable (e.g. deleting yourself). */
  disabled?: boolean;
  /** Left out entirely (e.g. 解锁 on an account that is not locked). */
  hidden?: boolean;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** Actions beyond this many go into a 更多 menu. */
  max?: number;
  /** Names the row for screen readers, e.g. the account: buttons read 编辑 admin. */
  rowLabel?: string;
}

/**
 * The 操作 cell of a row: link buttons filtered by the page's button permissions, the rest under 更多.
 *
 * @example
 * <RowActions rowLabel={row.account} actions={[
 *   { key: 'edit', label: '编辑', permission: 'btn_edit', onClick: () => edit(row) },
 *   { key: 'remove', label: '删除', permission: 'btn_remove', danger: true, onClick: () => remove(row) },
 * ]} />
 */
export function RowActions({ actions, max = 3, rowLabel }: RowActionsProps) {
  const t = useTranslate();
  const { usePermissions } = useKit();
  const can = usePermissions();
  // Explain mode shows every action, inline, each guarded one drawn with what it needs.
  const allowed = actions.filter(
    (a) => !a.hidden && (!a.permission || can.button(a.permission) || can.explain),
  );
  const limit = can.explain ? allowed.length : max;
  const inline = allowed.length > limit ? allowed.slice(0, limit - 1) : allowed;
  const more = allowed.length > limit ? allowed.slice(limit - 1) : [];
  const named = (label: Translatable) => (rowLabel ? `${t(label)} ${rowLabel}` : undefined);
  return (
    <span className="pmc-row-actions">
      {inline.map((action) => {
        const icon = rowActionIcon(action.key);
        const button = (
          <Button
            key={action.key}
            variant="link"
            className={action.danger ? 'pmc-row-actions__danger' : undefined}
            disabled={action.disabled}
            aria-label={named(action.label)}
            data-action={action.key}
            onClick={action.onClick}
          >
            {icon ? <ActionIcon icon={icon} /> : null}
            {t(action.label)}
          </Button>
        );
        if (!can.explain || !action.permission) return button;
        return (
          <Fragment key={action.key}>
            {can.explain('button', action.permission, can.button(action.permission), button)}
          </Fragment>
        );
      })}
      {more.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="link" aria-label={named(m.more)}>
              {t(m.more)}
              <ActionIcon icon={toolbarIcons.more} />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            {more.map((action) => (
              <DropdownMenuItem
                key={action.key}
                danger={action.danger}
                disabled={action.disabled}
                data-action={action.key}
                onSelect={action.onClick}
              >
                {t(action.label)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </span>
  );
}
