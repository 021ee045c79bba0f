import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useTranslate,
} from '@pmc/ui';
import { EllipsisVertical } from 'lucide-react';
import type { ColumnHeaderMenuProps } from './column-shaping.ts';
import { widgetsMessages as m } from './messages.ts';

/**
 * The header menu itself, loaded the first time one is opened: pin to a side or unpin, move one place
 * left or right within the column's side, fit the width, hide the column.
 */
export default function ColumnHeaderMenuOpen({
  columnId,
  text,
  shaping,
  onFit,
  defaultOpen,
}: ColumnHeaderMenuProps & { defaultOpen: boolean }) {
  const t = useTranslate();
  const side = shaping.sideOf(columnId) ?? [];
  const at = side.indexOf(columnId);
  const pin = shaping.pinOf(columnId);
  const { move, pin: setPin, hide } = shaping;
  const label = shaping.menuLabel(columnId, text);
  const neighbour = (by: -1 | 1) => side[at + by];
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <button type="button" className="pmc-table__menu" aria-label={label} title={label}>
          <EllipsisVertical aria-hidden="true" size={14} strokeWidth={2} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" data-column-id={columnId}>
        {setPin ? (
          <>
            {pin !== 'left' ? (
              <DropdownMenuItem onSelect={() => setPin(columnId, 'left')}>
                {t(m.dataTablePinLeft)}
              </DropdownMenuItem>
            ) : null}
            {pin !== 'right' ? (
              <DropdownMenuItem onSelect={() => setPin(columnId, 'right')}>
                {t(m.dataTablePinRight)}
              </DropdownMenuItem>
            ) : null}
            {pin ? (
              <DropdownMenuItem onSelect={() => setPin(columnId, undefined)}>
                {t(m.dataTableUnpin)}
              </DropdownMenuItem>
            ) : null}
            {move || onFit || hide ? <DropdownMenuSeparator /> : null}
          </>
        ) : null}
        {move ? (
          <>
            <DropdownMenuItem
              disabled={neighbour(-1) === undefined}
              onSelect={() => move(columnId, neighbour(-1)!)}
            >
              {t(m.dataTableMoveLeft)}
            </DropdownMenuItem>
            <DropdownMenuItem
              disabled={neighbour(1) === undefined}
              onSelect={() => move(columnId, neighbour(1)!)}
            >
              {t(m.dataTableMoveRight)}
            </DropdownMenuItem>
          </>
        ) : null}
        {onFit ? <DropdownMenuItem onSelect={onFit}>{t(m.dataTableFit)}</DropdownMenuItem> : null}
        {hide ? (
          <DropdownMenuItem onSelect={() => hide(columnId)}>{t(m.dataTableHide)}</DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
