import type { WhoCanQuery } from '@pmc/api-client/contract';
import {
  type ExportWhoHas,
  type LoadWhoHas,
  saveBlob,
  type WhoHasTarget,
  whoHasMessages,
} from '@pmc/widgets/kit';
import { proxy } from 'valtio';
import { api } from '../app/api.ts';
import { i18n } from '../app/i18n.ts';

/** The kit's who-has list reads the server's answer (already limited to the asker's data scope). */
export const loadWhoHas: LoadWhoHas = (target, { keyword, currentPage, pageSize }) =>
  api.whoCan.list({
    kind: target.kind,
    moduleId: target.moduleId,
    code: target.code,
    keyword: keyword || undefined,
    currentPage,
    pageSize: pageSize as WhoCanQuery['pageSize'],
  });

/** The same answer as .xlsx, stamped by the server with who exported it. */
export const exportWhoHas: ExportWhoHas = async (target, keyword) => {
  const blob = await api.whoCan.export({
    kind: target.kind,
    moduleId: target.moduleId,
    code: target.code,
    keyword: keyword || undefined,
  });
  saveBlob(blob, `${i18n.t(whoHasMessages.whoHasList)}-${target.code ?? target.moduleId ?? ''}.xlsx`);
};

/** The right explain mode asked about (its 谁拥有 link beside a button); the page in view shows it. */
export const whoHasAsked = proxy<{ target: WhoHasTarget | null }>({ target: null });
