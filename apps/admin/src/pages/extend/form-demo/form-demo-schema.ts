import type { TranslateFn } from '@pmc/i18n/react';
import { checkPickerSelection, createRuleSchema, type FormRuleKey, formRules } from '@pmc/validators';
import { z } from 'zod';

export const RULE_KEYS = Object.keys(formRules) as FormRuleKey[];

/**
 * The calculated field's formula over the four number fields (docs/guide/constants.md#calculated-field: + - ×
 * ÷ and brackets).
 */
export const FORMULA = '单价 × 数量 × (1 + 税率) - 优惠';

const file = z.object({ name: z.string(), fileId: z.string(), url: z.string() });

/**
 * Every form rule of docs/guide/validation.md#form-rules on its own optional field (empty is skipped, as the
 * shared validator does), the pickers (the user picker required: 请选择{title}), uploads, the amounts and the
 * rich text.
 */
export function formDemoSchema(t: TranslateFn, usersTitle: string) {
  const rules = Object.fromEntries(
    RULE_KEYS.map((key) => [key, createRuleSchema(formRules[key], t as never).or(z.literal(''))]),
  ) as unknown as Record<FormRuleKey, z.ZodType<string, string>>;
  return z.object({
    ...rules,
    organizeId: z.string(),
    userIds: z.array(z.string()).superRefine((ids, ctx) => {
      const problem = checkPickerSelection(ids, usersTitle);
      if (problem) ctx.addIssue({ code: 'custom', message: t(problem, problem.values as never) });
    }),
    political: z.string(),
    areaIds: z.array(z.string()),
    files: z.array(file),
    images: z.array(file),
    price: z.string(),
    quantity: z.string(),
    taxRate: z.string(),
    discount: z.string(),
    total: z.string(),
    body: z.string(),
  });
}
export type FormDemoValues = z.output<ReturnType<typeof formDemoSchema>>;

export const emptyFormDemo = (): FormDemoValues => ({
  ...(Object.fromEntries(RULE_KEYS.map((key) => [key, ''])) as Record<FormRuleKey, string>),
  organizeId: '',
  userIds: [],
  political: '',
  areaIds: [],
  files: [],
  images: [],
  price: '12.5',
  quantity: '8',
  taxRate: '0.13',
  discount: '3',
  total: '',
  body: '',
});
