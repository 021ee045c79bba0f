import { CalcError, type CalcFields, compileExpression, type MessageDescriptor } from '@pmc/validators';
import { useEffect, useMemo, useState } from 'react';

/**
 * docs/guide/constants.md#calculated-field: a calculated field recomputes 500 ms after its inputs stop
 * changing.
 */
export const CALC_DEBOUNCE_MS = 500;

export interface CalculatedValue {
  /** The result to 2 decimals ('' while there is none). */
  value: string;
  /** Why there is no result (malformed formula, division by zero, unknown or invalid field). */
  error: MessageDescriptor | undefined;
  /** Inputs changed and the debounce has not elapsed yet. */
  pending: boolean;
}

const describe = (error: unknown): MessageDescriptor => {
  if (error instanceof CalcError) return error.descriptor;
  throw error;
};

/**
 * Evaluates `expression` (+ - × ÷ and parentheses, with @pmc/validators' exact decimal engine) over
 * `fields`, 500 ms after they last changed. The formula is parsed once per expression.
 *
 * @example
 * const { value, error } = useCalculatedValue('单价 × 数量', { 单价: form.price, 数量: form.quantity });
 */
export function useCalculatedValue(
  expression: string,
  fields: CalcFields,
  delay = CALC_DEBOUNCE_MS,
): CalculatedValue {
  const compiled = useMemo(() => {
    try {
      return { formula: compileExpression(expression), error: undefined };
    } catch (error) {
      return { formula: undefined, error: describe(error) };
    }
  }, [expression]);
  // Field objects are usually rebuilt on every render; compare their content instead.
  const key = JSON.stringify(fields, (_k, v: unknown) =>
    typeof v === 'object' && v !== null && 'toFixed' in v ? String(v) : v,
  );
  const [result, setResult] = useState<{
    key: string;
    value: string;
    error: MessageDescriptor | undefined;
  }>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `fields`
  useEffect(() => {
    const { formula } = compiled;
    if (!formula) return;
    const timer = setTimeout(() => {
      try {
        setResult({ key, value: formula.calculate(fields), error: undefined });
      } catch (error) {
        setResult({ key, value: '', error: describe(error) });
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [compiled, key, delay]);

  if (compiled.error) return { value: '', error: compiled.error, pending: false };
  return { value: result?.value ?? '', error: result?.error, pending: result?.key !== key };
}
