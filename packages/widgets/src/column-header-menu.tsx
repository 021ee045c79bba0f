import { EllipsisVertical } from 'lucide-react';
import { type ComponentType, type KeyboardEvent, type PointerEvent, useState } from 'react';
import type { ColumnHeaderMenuProps } from './column-shaping.ts';

type OpenMenu = ComponentType<ColumnHeaderMenuProps & { defaultOpen: boolean }>;
let loaded: OpenMenu | undefined;
const load = () =>
  import('./column-header-menu-open.tsx').then((module) => {
    loaded = module.default;
    return loaded;
  });

// The keys that open a menu button (WAI-ARIA menu button pattern), as Radix's trigger takes them.
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header's menu button (visible on hover and focus, always in the tab order). The menu's code (Radix
 * DropdownMenu) loads the first time one is opened, so a table that is only read does not carry it;
 * the button then becomes the menu's own trigger, open.
 */
export function ColumnHeaderMenu(props: ColumnHeaderMenuProps) {
  const [menu, setMenu] = useState<{ Open: OpenMenu; first: boolean } | undefined>(() =>
    loaded ? { Open: loaded, first: false } : undefined,
  );
  if (menu) return <menu.Open {...props} defaultOpen={menu.first} />;
  const open = () => void load().then((Open) => setMenu({ Open, first: true }));
  const label = props.shaping.menuLabel(props.columnId, props.text);
  return (
    <button
      type="button"
      className="pmc-table__menu"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <EllipsisVertical aria-hidden="true" size={14} strokeWidth={2} />
    </button>
  );
}
