import { createContext, type ReactNode, useContext } from 'react';
import type { ListPageState } from './list-page-state.ts';

const ListPageContext = createContext<ListPageState<object> | null>(null);

export interface ListPageRootProps<Row extends object> {
  /** The state from `useListPage`. */
  list: ListPageState<Row>;
  children?: ReactNode;
}

/**
 * The frame of a list page (`.pmc-list-page`) and the context its parts read `useListPage`'s state
 * from; put the parts inside in the order they show.
 *
 * @example
 * const list = useListPage<Role>({ id: 'permission.role', rowKey: 'id', columns, request });
 * <ListPageRoot list={list}>
 *   <ListPageSearch />
 *   <ListPageToolbar />
 *   <ListPageTable aria-label="角色列表" />
 * </ListPageRoot>
 */
export function ListPageRoot<Row extends object>({ list, children }: ListPageRootProps<Row>) {
  return (
    <ListPageContext.Provider value={list as unknown as ListPageState<object>}>
      <div className="pmc-list-page" data-list={list.options.id}>
        {children}
      </div>
    </ListPageContext.Provider>
  );
}

/**
 * The state of the list page around a part (inside `ListPageRoot`); a page's own part names the row type.
 *
 * @example
 * function ChosenCount() {
 *   const { selection } = useListPageContext<User>();
 *   return <span>{selection.keys.length}</span>;
 * }
 */
export function useListPageContext<Row extends object = object>(): ListPageState<Row> {
  const list = useContext(ListPageContext);
  if (!list) throw new Error('@pmc/widgets: a list page part must be inside <ListPageRoot>.');
  return list as unknown as ListPageState<Row>;
}
