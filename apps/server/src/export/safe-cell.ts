import { neutraliseFormula } from '../import/formula-guard.ts';

/** A cell as written: text that a spreadsheet would run as a formula is made inert (formula-guard.ts). */
export const safeCell = (value: string | number | null) =>
  typeof value === 'string' ? neutraliseFormula(value) : value;
