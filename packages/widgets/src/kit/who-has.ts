/** The right asked about: a page (menu), one of its buttons, columns or form fields, or a data scope. */
export interface WhoHasTarget {
  kind: 'menu' | 'button' | 'column' | 'form' | 'dataScope';
  /** The page (menu id); unused for a data scope. */
  moduleId?: string;
  /** The button, column or field code, or the data scope; unused for a page. */
  code?: string;
  /** What the drawer's title names (删除 · 用户管理, say). */
  name?: string;
}

/** One holder and the path that gives them the right (the server's who-can answer). */
export interface WhoHasHolder {
  id: string;
  account: string;
  realName: string;
  organizeName: string | null;
  /** An administrator account holds every right, whatever its roles. */
  administrator: boolean;
  roles: readonly { id: string; fullName: string; dataScope: string }[];
  delegatedOrganizes: readonly { id: string; fullName: string }[];
}

/** What the list asks: the search and the page. */
export interface WhoHasRequest {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/**
 * Reads one page of holders (the app's call of the who-can endpoint). `capped`: a right held by many is
 * counted no further than the server's cap, shown as "10,000+".
 */
export type LoadWhoHas = (
  target: WhoHasTarget,
  request: WhoHasRequest,
) => Promise<{
  list: readonly WhoHasHolder[];
  pagination: { total: number; capped?: boolean | undefined };
}>;

/** Downloads the same answer as a spreadsheet (the app's call of the export endpoint). */
export type ExportWhoHas = (target: WhoHasTarget, keyword: string) => Promise<void>;
