import type { Translatable } from '@pmc/ui';
import { type ListRequest, saveBlob } from '@pmc/widgets/kit';
import { api } from '../../../app/api.ts';
import { userMessages as m } from './messages.ts';
import { toUserQuery } from './user-query.ts';

/** The list's filter as the export takes it: without the paging. */
export function exportFilter(request: ListRequest): Record<string, unknown> {
  const { currentPage: _page, pageSize: _size, ...filter } = toUserQuery(request);
  return filter;
}

/** 导出: every user the list's filter finds (not just the page shown), saved as 用户-yyyyMMdd.xlsx. */
export async function exportUsers(
  request: ListRequest,
  t: (text: Translatable, values?: Record<string, unknown>) => string,
): Promise<void> {
  const { currentPage: _page, pageSize: _size, ...filter } = toUserQuery(request);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  saveBlob(await api.user.export(filter), `${t(m.exportName, { day })}.xlsx`);
}
