import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type Translatable,
  useTranslate,
} from '@pmc/ui';
import { lazy, Suspense, useState } from 'react';
import { confirmDelete } from './confirm-delete.ts';
import { useListPageContext } from './list-page-root.tsx';
import { savedViewMessages as m } from './saved-view-messages.ts';
import type { SavedView } from './saved-views-port.ts';

// The name dialog brings the form machinery; it loads the first time it opens.
const SavedViewDialog = lazy(() =>
  import('./saved-view-dialog.tsx').then((module) => ({ default: module.SavedViewDialog })),
);

type Asking = {
  heading: Translatable;
  name?: string;
  share: boolean;
  save: (name: string, shared: boolean) => Promise<unknown>;
};

const NO_VIEW = '';

/**
 * The views menu of a list page (docs/guide/pages.md#saved-views): a button naming the applied view
 * (or 默认视图), marked （已修改） while the list differs from it; the person's views, then 共享视图 with
 * their owners; 另存为视图…, and for the applied view 保存修改, 重命名…, 分享 / 取消分享, 删除 on one's own,
 * 复制为我的视图 on another person's, 设为默认 / 取消默认. Nothing without the kit's `views` port.
 *
 * @example
 * // ListPageToolbar draws it first at its end; alone, in a page's own toolbar:
 * <ListPageRoot list={list}><ListPageSearch /><div role="toolbar"><ListPageViews /></div>…</ListPageRoot>
 */
export function ListPageViews() {
  const { views } = useListPageContext();
  const t = useTranslate();
  const [asking, setAsking] = useState<Asking | null>(null);
  if (!views.enabled) return null;
  const { current, changed } = views;
  const mine = views.views.filter((v) => v.mine);
  const shared = views.views.filter((v) => !v.mine);
  const name = current ? current.name : t(m.viewDefault);
  const item = (view: SavedView) => (
    <DropdownMenuRadioItem key={view.id} value={view.id}>
      {view.mine ? view.name : t(m.viewOwner, { name: view.name, owner: view.ownerName })}
      {view.isDefault ? ` ${t(m.viewIsDefault)}` : ''}
    </DropdownMenuRadioItem>
  );
  const choose = (id: string) => (id === NO_VIEW ? views.clear() : views.open(id));
  const ask = (next: Asking) => setAsking(next);

  // Not modal, as the house's other menus: the page around stays in the accessibility tree.
  return (
    <div className="pmc-list-page__views">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button data-testid="kit-views">
            <span>{name}</span>
            {changed ? <span className="pmc-list-page__view-changed">{t(m.viewChanged)}</span> : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" aria-label={t(m.viewTitle)}>
          <DropdownMenuRadioGroup value={current?.id ?? NO_VIEW} onValueChange={choose}>
            <DropdownMenuRadioItem value={NO_VIEW}>{t(m.viewDefault)}</DropdownMenuRadioItem>
            {mine.length > 0 ? <DropdownMenuLabel>{t(m.viewMine)}</DropdownMenuLabel> : null}
            {mine.map(item)}
            {shared.length > 0 ? <DropdownMenuLabel>{t(m.viewShared)}</DropdownMenuLabel> : null}
            {shared.map(item)}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => ask({ heading: m.viewSaveAs, share: views.canShare, save: views.saveAs })}
          >
            {t(m.viewSaveAs)}
          </DropdownMenuItem>
          {current?.mine && changed ? (
            <DropdownMenuItem onSelect={() => void views.saveChanges().catch(() => undefined)}>
              {t(m.viewSaveChanges)}
            </DropdownMenuItem>
          ) : null}
          {current?.mine ? (
            <DropdownMenuItem
              onSelect={() =>
                ask({ heading: m.viewRename, name: current.name, share: false, save: views.rename })
              }
            >
              {t(m.viewRename)}
            </DropdownMenuItem>
          ) : null}
          {current && !current.mine ? (
            <DropdownMenuItem
              onSelect={() =>
                ask({ heading: m.viewCopy, name: current.name, share: views.canShare, save: views.saveAs })
              }
            >
              {t(m.viewCopy)}
            </DropdownMenuItem>
          ) : null}
          {current?.mine && views.canShare ? (
            <DropdownMenuItem onSelect={() => void views.share(!current.shared).catch(() => undefined)}>
              {t(current.shared ? m.viewUnshare : m.viewShare)}
            </DropdownMenuItem>
          ) : null}
          {current ? (
            <DropdownMenuItem onSelect={() => void views.toggleDefault().catch(() => undefined)}>
              {t(current.isDefault ? m.viewUnsetDefault : m.viewSetDefault)}
            </DropdownMenuItem>
          ) : null}
          {current?.mine ? (
            <DropdownMenuItem danger onSelect={() => void confirmDelete(views.remove, { translate: t })}>
              {t(m.viewRemove)}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {asking ? (
        <Suspense fallback={null}>
          <SavedViewDialog
            open
            onOpenChange={(open) => (open ? undefined : setAsking(null))}
            heading={asking.heading}
            name={asking.name}
            offerShare={asking.share}
            onSave={asking.save}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
