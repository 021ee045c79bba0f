import { Button, Popover, PopoverContent, PopoverTrigger, useTranslate } from '@pmc/ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { ActionIcon, toolbarIcons } from './action-icons.tsx';
import { ColumnSettingsItem, type ItemControl } from './column-settings-item.tsx';
import { kitMessages as m } from './kit-messages.ts';

export interface ColumnSettingsProps {
  /** The columns the user may show or hide (those the permissions allow), in their order. */
  columns: readonly { id: string; header: ReactNode }[];
  isVisible: (id: string) => boolean;
  onToggle: (id: string, visible: boolean) => void;
  onReset: () => void;
  /** With it the columns can be dragged, moved with ↑/↓ or Alt+↑/↓: puts `id` where `target` is. */
  onMove?: (id: string, target: string) => void;
  /** With it each column can be pinned to the left or the right edge (undefined: not pinned). */
  onPin?: (id: string, side: 'left' | 'right' | undefined) => void;
  pinOf?: (id: string) => 'left' | 'right' | undefined;
  /** Opens the popover at first (a catalogue story, a page's guided tour). */
  defaultOpen?: boolean;
}

/**
 * The toolbar's 列设置 popover: one checkbox per column the user may see; with `onMove` and `onPin`,
 * the order (drag, ↑/↓ buttons, Alt+↑/↓ announced) and the pins; and 恢复默认.
 *
 * @example
 * <ColumnSettings columns={columns} isVisible={isVisible} onToggle={setVisible} onReset={reset} />
 */
export function ColumnSettings({
  columns,
  isVisible,
  onToggle,
  onReset,
  onMove,
  onPin,
  pinOf,
  defaultOpen,
}: ColumnSettingsProps) {
  const t = useTranslate();
  const listRef = useRef<HTMLUListElement>(null);
  const [said, setSaid] = useState('');
  // A moved item's DOM node is reinserted, which drops the focus: it goes back to the same control.
  const [refocus, setRefocus] = useState<{ id: string; control: ItemControl } | null>(null);
  useLayoutEffect(() => {
    if (!refocus) return;
    const item = [...(listRef.current?.querySelectorAll<HTMLElement>('li[data-column-id]') ?? [])].find(
      (li) => li.dataset.columnId === refocus.id,
    );
    item?.querySelector<HTMLElement>(`[data-control="${refocus.control}"]:not(:disabled)`)?.focus();
    setRefocus(null);
  }, [refocus]);

  const move = (id: string, by: number, control: ItemControl) => {
    const from = columns.findIndex((c) => c.id === id);
    const to = from + by;
    const target = columns[to];
    if (!onMove || from < 0 || !target) return;
    onMove(id, target.id);
    setRefocus({ id, control });
    const column = columns[from]!;
    const label = [...(listRef.current?.querySelectorAll<HTMLElement>('li[data-column-id]') ?? [])]
      .find((li) => li.dataset.columnId === id)
      ?.querySelector('label')?.textContent;
    setSaid(
      t(m.columnMoved, {
        name: label || (typeof column.header === 'string' ? column.header : id),
        position: to + 1,
        count: columns.length,
      }),
    );
  };

  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button data-testid="kit-column-settings">
          <ActionIcon icon={toolbarIcons.columns} />
          {t(m.columnSettings)}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="pmc-column-settings" aria-label={t(m.columnSettings)}>
        <ul ref={listRef}>
          {columns.map((column, index) => (
            <ColumnSettingsItem
              key={column.id}
              id={column.id}
              header={column.header}
              visible={isVisible(column.id)}
              onToggle={(visible) => onToggle(column.id, visible)}
              first={index === 0}
              last={index === columns.length - 1}
              onMove={onMove ? (by, control) => move(column.id, by, control) : undefined}
              onDrop={onMove ? (dragged) => dragged !== column.id && onMove(dragged, column.id) : undefined}
              pin={pinOf?.(column.id)}
              onPin={onPin ? (side) => onPin(column.id, side) : undefined}
            />
          ))}
        </ul>
        <div role="status" className="pmc-column-settings__said">
          {said}
        </div>
        <Button variant="link" onClick={onReset}>
          {t(m.columnReset)}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
