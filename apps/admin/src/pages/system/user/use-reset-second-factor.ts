import { useApiMutation } from '@pmc/api-client/react';
import { confirm, message, useTranslate } from '@pmc/ui';
import { mutations } from '../../../app/queries.ts';
import { userMessages as m } from './messages.ts';

/**
 * 重置两步验证 (a lost phone): after a confirmation the user's second factor and recovery codes are removed
 * and the reset is recorded in the user's history; they sign in with the password alone, or enrol again
 * where the security policy asks for it.
 */
export function useResetSecondFactor() {
  const t = useTranslate();
  const reset = useApiMutation(mutations.secondFactor.reset);
  return async (row: { id: string; account?: string | null }) => {
    const account = row.account ?? '';
    if (!(await confirm({ content: t(m.resetSecondFactorConfirm, { account }), confirmVariant: 'danger' })))
      return;
    try {
      await reset.mutateAsync({ params: { id: row.id } });
      message.success(t(m.resetSecondFactorDone, { account }));
    } catch {
      // the request core has shown why
    }
  };
}
