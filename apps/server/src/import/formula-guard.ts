/**
 * Characters that make a spreadsheet program read a cell as a formula (OWASP "CSV injection"): `=`, `+`,
 * `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made inert: one that a spreadsheet would run as a formula gets a leading apostrophe, so
 * Excel, WPS and LibreOffice show it as text. Used on every exported text cell and on every imported
 * one, so a value that came in through an import cannot go out as a live formula either.
 * @example neutraliseFormula('=HYPERLINK("http://x")') // "'=HYPERLINK(\"http://x\")"
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
