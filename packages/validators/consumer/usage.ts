// What a consumer of the published package writes; tooling/scripts/check-consumer-types.mjs type-checks it
// against the packed tarball under moduleResolution nodenext and bundler, strict, without skipLibCheck.
import { amountToChinese, compileExpression, evaluateExpression, mobileRule } from '@pmc/validators';
import { renderMessage } from '@pmc/validators/catalog';

const total = evaluateExpression('(a + b) × 2', { a: 1.5, b: '2' });
const fixed: string = total.toFixed(2);
const formula = compileExpression('a ÷ b');
const ratio: string = formula.evaluate({ a: 1, b: 3 }).toFixed(4);
const capital: string = amountToChinese(1234.5);
const problem = mobileRule.validate('123');
// The server's way to show a rule's message in a language (the subpath holding every translation).
const inEnglish: string = problem ? renderMessage(problem, 'en') : '';
export const shown = [fixed, ratio, capital, problem?.id ?? '', inEnglish];
