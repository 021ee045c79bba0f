import { cn } from '@pmc/ui';
import { DropdownMenu as Menu } from 'radix-ui';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import { hasChildren, menuTitle, visibleEntries } from '../menu-model.ts';
import { useLayoutLocale } from './i18n-bridge.tsx';
import type { RenderMenuIcon } from './menu-icon.tsx';

interface TopMenuItemsProps {
  entries: readonly LayoutMenuEntry[];
  /** Directories open as nested submenus (dropdown mode); otherwise they are chosen like pages (blend). */
  nested: boolean;
  activeId: string | undefined;
  renderIcon: RenderMenuIcon;
  onChoose: (entry: LayoutMenuEntry) => void;
}

// The items of one of the top menu's dropdowns (a directory's, or 'more ...'), recursing into submenus.
export function TopMenuItems({ entries, nested, activeId, renderIcon, onChoose }: TopMenuItemsProps) {
  const { locale } = useLayoutLocale();
  return (
    <>
      {visibleEntries(entries).map((entry) => {
        const title = menuTitle(entry, locale);
        if (nested && hasChildren(entry)) {
          return (
            <Menu.Sub key={entry.id}>
              <Menu.SubTrigger className="pmc-menu__item pmc-menu__item--sub">
                {renderIcon(entry.icon, title)}
                <span>{title}</span>
              </Menu.SubTrigger>
              <Menu.Portal>
                <Menu.SubContent className="pmc-menu" sideOffset={2}>
                  <TopMenuItems
                    entries={entry.children ?? []}
                    nested={nested}
                    activeId={activeId}
                    renderIcon={renderIcon}
                    onChoose={onChoose}
                  />
                </Menu.SubContent>
              </Menu.Portal>
            </Menu.Sub>
          );
        }
        return (
          <Menu.Item
            key={entry.id}
            className={cn('pmc-menu__item', entry.id === activeId && 'is-active')}
            aria-current={entry.id === activeId ? 'page' : undefined}
            onSelect={() => onChoose(entry)}
          >
            {renderIcon(entry.icon, title)}
            <span>{title}</span>
          </Menu.Item>
        );
      })}
    </>
  );
}
