import { Button, Drawer, Empty, Spin, useTranslate } from '@pmc/ui';
import { DEFAULT_PAGE_SIZE } from '@pmc/validators';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { KitHistoryEntry } from './history-entry.ts';
import { type HistoryFormat, HistoryTimeline } from './history-timeline.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';

export interface HistoryDrawerProps extends HistoryFormat {
  /** The kind and id of the record whose history shows; null closes the drawer. */
  record: { kind: string; id: string; name?: string } | null;
  onClose: () => void;
  onRestore?: (values: Record<string, unknown>, entry: KitHistoryEntry) => void;
}

/**
 * A record's change history in a side drawer, newest first, a page at a time (the app's
 * `loadHistory` port reads it). Opened by the list page's 历史 row action.
 */
export function HistoryDrawer({ record, onClose, onRestore, labels, values, lists }: HistoryDrawerProps) {
  const t = useTranslate();
  const { loadHistory } = useKit();
  const pages = useInfiniteQuery({
    queryKey: ['pmc-history', record?.kind, record?.id],
    enabled: record !== null && loadHistory !== undefined,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      // Runs only while enabled, that is with a record and a loader.
      loadHistory!(record!.kind, record!.id, { currentPage: pageParam, pageSize: DEFAULT_PAGE_SIZE }),
    getNextPageParam: (last, all) =>
      all.length * DEFAULT_PAGE_SIZE < last.pagination.total ? all.length + 1 : undefined,
    staleTime: 0,
  });
  const entries = pages.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Drawer
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={record?.name ? `${t(m.historyTitle)} · ${record.name}` : t(m.historyTitle)}
      width={480}
    >
      <Spin spinning={pages.isFetching && entries.length === 0}>
        {entries.length === 0 && !pages.isFetching ? (
          <Empty description={m.historyEmpty} />
        ) : (
          <HistoryTimeline
            entries={entries}
            labels={labels}
            values={values}
            lists={lists}
            onRestore={
              onRestore
                ? (restored, entry) => {
                    onClose();
                    onRestore(restored, entry);
                  }
                : undefined
            }
          />
        )}
        {pages.hasNextPage ? (
          <Button loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t(m.historyMore)}
          </Button>
        ) : null}
      </Spin>
    </Drawer>
  );
}
