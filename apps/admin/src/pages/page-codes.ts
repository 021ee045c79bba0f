type Names<K extends string> = { readonly [N in K]: N };

/**
 * The permission codes one page asks for, by kind, under its menu's code (the seed's `enCode`): the
 * page reads its codes from here (`roleCodes.button.btn_edit`), so a misspelt code does not compile, and
 * `page-codes.test.ts` checks each one against the seeded menu, so a code the menu never grants fails
 * `npm test` instead of hiding a button forever.
 */
export interface PageCodes<B extends string = string, C extends string = string, F extends string = string> {
  readonly menu: string;
  readonly button: Names<B>;
  readonly column: Names<C>;
  readonly form: Names<F>;
}

const names = <K extends string>(list: readonly K[]): Names<K> =>
  Object.freeze(Object.fromEntries(list.map((code) => [code, code]))) as Names<K>;

/** Declares a page's codes; each list is typed by its literals. */
export function pageCodes<
  const B extends string = never,
  const C extends string = never,
  const F extends string = never,
>(
  menu: string,
  lists: { button?: readonly B[]; column?: readonly C[]; form?: readonly F[] },
): PageCodes<B, C, F> {
  return {
    menu,
    button: names(lists.button ?? []),
    column: names(lists.column ?? []),
    form: names(lists.form ?? []),
  };
}
