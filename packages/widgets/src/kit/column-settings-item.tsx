import { Checkbox, useTranslate } from '@pmc/ui';
import {
  ArrowDown,
  ArrowLeftToLine,
  ArrowRightToLine,
  ArrowUp,
  GripVertical,
  type LucideIcon,
} from 'lucide-react';
import { type DragEvent, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useShownText } from '../use-shown-text.ts';
import { kitMessages as m } from './kit-messages.ts';

/** The item's controls that keep the focus when it moves. */
export type ItemControl = 'visible' | 'up' | 'down';

const DRAG_TYPE = 'application/x-pmc-column';

export interface ColumnSettingsItemProps {
  id: string;
  header: ReactNode;
  visible: boolean;
  onToggle: (visible: boolean) => void;
  first: boolean;
  last: boolean;
  /** Moves the column by one place up (-1) or down (1); undefined: the order is fixed. */
  onMove: ((by: -1 | 1, control: ItemControl) => void) | undefined;
  /** A column dragged here (its id). */
  onDrop: ((dragged: string) => void) | undefined;
  pin: 'left' | 'right' | undefined;
  onPin: ((side: 'left' | 'right' | undefined) => void) | undefined;
}

/** One column in 列设置: shown or not, a grip to drag it, ↑/↓ and the two pins. */
export function ColumnSettingsItem(props: ColumnSettingsItemProps) {
  const t = useTranslate();
  const { id, onMove, onDrop, onPin, pin } = props;
  const ref = useRef<HTMLLIElement>(null);
  const shown = useShownText(() => ref.current?.querySelector('label')?.textContent);
  const name = shown || (typeof props.header === 'string' ? props.header : id);
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!onMove || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const by = event.key === 'ArrowUp' ? -1 : 1;
    if (by === -1 ? props.first : props.last) return;
    const control = (event.target as HTMLElement).dataset.control as ItemControl | undefined;
    onMove(by, control ?? 'visible');
  };
  const drag = onDrop
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.setData(DRAG_TYPE, id);
          event.dataTransfer.effectAllowed = 'move';
        },
        onDragOver: (event: DragEvent) => {
          if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
        },
        onDrop: (event: DragEvent) => {
          const dragged = event.dataTransfer.getData(DRAG_TYPE);
          if (!dragged) return;
          event.preventDefault();
          onDrop(dragged);
        },
      }
    : {};
  return (
    // Alt+↑/↓ from any control of the item moves it; the item itself takes no focus.
    <li ref={ref} data-column-id={id} className="pmc-column-settings__item" onKeyDown={onKeyDown} {...drag}>
      {onDrop ? <GripVertical aria-hidden="true" size={14} className="pmc-column-settings__grip" /> : null}
      <Checkbox
        label={props.header}
        className="pmc-column-settings__label"
        checked={props.visible}
        data-control="visible"
        onCheckedChange={(value) => props.onToggle(value === true)}
      />
      {onMove ? (
        <>
          <IconButton
            icon={ArrowUp}
            label={t(m.columnMoveUp, { name })}
            control="up"
            disabled={props.first}
            onClick={() => onMove(-1, props.first ? 'down' : 'up')}
          />
          <IconButton
            icon={ArrowDown}
            label={t(m.columnMoveDown, { name })}
            control="down"
            disabled={props.last}
            onClick={() => onMove(1, 'down')}
          />
        </>
      ) : null}
      {onPin ? (
        <>
          <IconButton
            icon={ArrowLeftToLine}
            label={t(m.columnPinLeft, { name })}
            pressed={pin === 'left'}
            onClick={() => onPin(pin === 'left' ? undefined : 'left')}
          />
          <IconButton
            icon={ArrowRightToLine}
            label={t(m.columnPinRight, { name })}
            pressed={pin === 'right'}
            onClick={() => onPin(pin === 'right' ? undefined : 'right')}
          />
        </>
      ) : null}
    </li>
  );
}

function IconButton({
  icon: Icon,
  label,
  control,
  disabled,
  pressed,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  control?: ItemControl;
  disabled?: boolean;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="pmc-column-settings__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      data-control={control}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={14} strokeWidth={2} />
    </button>
  );
}
