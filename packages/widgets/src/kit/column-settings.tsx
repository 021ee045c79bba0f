import { Button, Checkbox, Popover, PopoverContent, PopoverTrigger, useTranslate } from '@pmc/ui';
import type { ReactNode } from 'react';
import { ActionIcon, toolbarIcons } from './action-icons.tsx';
import { kitMessages as m } from './kit-messages.ts';

export interface ColumnSettingsProps {
  /** The columns the user may show or hide (those the permissions allow). */
  columns: readonly { id: string; header: ReactNode }[];
  isVisible: (id: string) => boolean;
  onToggle: (id: string, visible: boolean) => void;
  onReset: () => void;
}

/**
 * The toolbar's 列设置 popover: one checkbox per column the user may see, and 恢复默认.
 *
 * @example
 * <ColumnSettings columns={columns} isVisible={isVisible} onToggle={setVisible} onReset={reset} />
 */
export function ColumnSettings({ columns, isVisible, onToggle, onReset }: ColumnSettingsProps) {
  const t = useTranslate();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button data-testid="kit-column-settings">
          <ActionIcon icon={toolbarIcons.columns} />
          {t(m.columnSettings)}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="pmc-column-settings" aria-label={t(m.columnSettings)}>
        <ul>
          {columns.map((column) => (
            <li key={column.id}>
              <Checkbox
                label={column.header}
                checked={isVisible(column.id)}
                onCheckedChange={(value) => onToggle(column.id, value === true)}
              />
            </li>
          ))}
        </ul>
        <Button variant="link" onClick={onReset}>
          {t(m.columnReset)}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
