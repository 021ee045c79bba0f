import { confirm, formatMessage, message, type Translatable, uiMessages } from '@pmc/ui';
import { kitMessages } from './kit-messages.ts';

export interface ConfirmDeleteOptions {
  /** Shows 删除成功 (or this text) after `remove` succeeded; false shows nothing. */
  success?: Translatable | false;
  /** Translates the success text; defaults to the zh source. */
  translate?: (text: Translatable) => string;
}

/**
 * Asks '此操作将永久删除该数据, 是否继续？' and runs `remove` only on OK. Resolves true when the record was
 * deleted, false when the user declined or the server refused (the request core already showed why).
 * Needs `@pmc/ui`'s `<ConfirmHost/>` mounted once.
 *
 * @example
 * const t = useTranslate();
 * if (await confirmDelete(() => api.user.remove({ id: row.id }), { translate: t })) refetch();
 */
export async function confirmDelete(
  remove: () => Promise<unknown>,
  { success = kitMessages.removed, translate = (text) => formatMessage(text) }: ConfirmDeleteOptions = {},
): Promise<boolean> {
  const ok = await confirm({ content: uiMessages.deleteConfirm, confirmVariant: 'danger' });
  if (!ok) return false;
  try {
    await remove();
  } catch {
    return false;
  }
  if (success !== false) message.success(translate(success));
  return true;
}
