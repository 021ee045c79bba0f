import type { Position, positionInputSchema } from '@pmc/api-client/contract';
import { z } from 'zod';
import { requiredChoice, sharedFields, type Translate } from '../../../page-parts/form-rules.ts';
import { positionMessages as m } from './messages.ts';

/** The position form; `type` is an item code of the `positionType` dictionary. */
export function positionFormSchema(t: Translate) {
  const shared = sharedFields(t);
  return z.object({
    organizeId: requiredChoice(t, m.organize),
    fullName: shared.fullName,
    enCode: shared.enCode,
    type: requiredChoice(t, m.type),
    sortCode: shared.sortCode,
    enabledMark: shared.enabledMark,
    description: shared.description,
  });
}
export type PositionFormValues = z.output<ReturnType<typeof positionFormSchema>>;

/** An empty form in the organisation chosen in the tree (if any). */
export function newPositionValues(organizeId = ''): PositionFormValues {
  return { organizeId, fullName: '', enCode: '', type: '', sortCode: 0, enabledMark: 1, description: '' };
}

export function positionValuesOf(row: Position): PositionFormValues {
  return {
    organizeId: row.organizeId,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description ?? '',
  };
}

type PositionBody = z.input<typeof positionInputSchema> & { lastModifyTime?: number | null };

/** The body of a create (every field) or an edit (the changed ones); an emptied description is null. */
export function positionBodyOf(
  values: Partial<PositionFormValues> & { lastModifyTime?: number | null },
): PositionBody {
  const { description, ...rest } = values;
  return (description === undefined ? rest : { ...rest, description: description || null }) as PositionBody;
}
