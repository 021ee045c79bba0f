import { codeRule } from '@pmc/validators';
import { z } from 'zod';
import { systemMessages as m } from './messages.ts';

type Descriptor = { id: string; message: string };

/** What the form schemas translate with: `useTranslate()` of `@pmc/ui` or `useT()` of `@pmc/i18n/react`. */
export type Translate = (descriptor: Descriptor, values?: Record<string, unknown>) => string;

/**
 * Field schemas the organisation, department and position forms share, messages in the current language. The
 * limits are the contract's (`fullNameSchema`, `enCodeSchema`, `descriptionSchema`), the code rule is
 * docs/guide/validation.md#code, from `@pmc/validators`, so the form refuses what the server would.
 */
export function sharedFields(t: Translate) {
  const required = (label: Descriptor) => t(m.inputRequired, { field: t(label) });
  return {
    fullName: z.string().trim().min(1, required(m.fullName)).max(50),
    enCode: z
      .string()
      .trim()
      .min(1, required(m.enCode))
      .max(50)
      .refine((value) => !codeRule.validate(value), t(codeRule.message)),
    sortCode: z.coerce.number<unknown>().int().min(0).max(999999),
    enabledMark: z.union([z.literal(0), z.literal(1)]),
    description: z.string().max(500),
  };
}

/** A required choice (tree select, dictionary) with 请选择{field}. */
export function requiredChoice(t: Translate, label: Descriptor) {
  return z.string().min(1, t(m.selectRequired, { field: t(label) }));
}
