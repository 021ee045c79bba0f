import { idCardCheckCharacter } from '@pmc/validators';

/**
 * Whether a search keyword is a whole national ID (18 characters with a right check character, or an
 * old 15-digit one): only those are looked up, through the hash column; part of an ID finds nothing.
 * @example
 * isWholeIdCard('11010519491231002x'); // true
 */
export function isWholeIdCard(keyword: string): boolean {
  const text = keyword.trim().toUpperCase();
  if (/^\d{15}$/.test(text)) return true;
  return /^\d{17}[\dX]$/.test(text) && idCardCheckCharacter(text) === text[17];
}
