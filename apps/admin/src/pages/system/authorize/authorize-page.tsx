import '../../permission/perm-pages.css';
import type { DataScope } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import {
  type AuthorizeNode,
  type AuthorizeTabTree,
  checkAll,
  checkStates,
  createAuthorizeModel,
  filterTree,
  type GrantTab,
  leafEnabler,
  toggleNode,
} from '@pmc/permissions/authorize';
import { usePermissions } from '@pmc/permissions/react';
import { Button, Input, message, Tabs, TabsContent, TabsList, TabsTrigger, useTranslate } from '@pmc/ui';
import { HistoryDrawer, useKit, WhoHasDrawer, type WhoHasTarget } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { i18n } from '../../../app/i18n.ts';
import { mutations, queries } from '../../../app/queries.ts';
import { exportWhoHas, loadWhoHas } from '../../../kit-bindings/who-has.ts';
import { permPagesCatalog } from '../../permission/catalog.ts';
import { authorizeMessages as m } from '../../permission/messages.ts';
import { authorizeCodes } from './authorize-codes.ts';
import {
  type AuthorizeEdits,
  changesOf,
  editedFrom,
  editsOf,
  type StoredPermission,
  unchangedOf,
} from './authorize-state.ts';
import { DataScopePanel } from './data-scope-panel.tsx';
import { DiffDialog } from './diff-dialog.tsx';
import { grantChangeTree } from './grant-change-tree.ts';
import { GrantChangeTreeView } from './grant-change-tree-view.tsx';
import { GrantTree } from './grant-tree.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { RoleChooser } from './role-chooser.tsx';
import { scopeMessages } from './scope-messages.ts';

i18n.load(permPagesCatalog);

const TAB_NAMES = { menu: m.tabMenu, button: m.tabButton, column: m.tabColumn, form: m.tabForm } as const;
const TREE_TABS: readonly GrantTab[] = ['menu', 'button', 'column', 'form'];
/** The grant history names each permission kind as its tab does. */
const GRANT_LABELS = {
  menus: m.tabMenu,
  buttons: m.tabButton,
  columns: m.tabColumn,
  forms: m.tabForm,
  dataScope: m.tabData,
  dataScopeOrgIds: m.dataScopeOrgs,
};

/**
 * 权限授权: a role on the left; on the right its menu, button, column, form and data permissions. Save
 * first shows what changes (and for how many users); preview shows what the role would see.
 */
export default function AuthorizePage() {
  const t = useTranslate();
  const can = useKit().usePermissions();
  // Explain mode: the trees show each entry's code and the page (model id) it belongs to.
  const { explain } = usePermissions();
  const [params, setParams] = useSearchParams();
  const roleId = params.get('roleId');
  const roles = useQuery(queries.role.all());
  const tree = useQuery(queries.role.permissionTree());
  const organizations = useQuery(queries.organize.tree());
  const stored = useQuery({ ...queries.role.permission({ id: roleId ?? '' }), enabled: Boolean(roleId) });
  const info = useQuery({ ...queries.role.info({ id: roleId ?? '' }), enabled: Boolean(roleId) });
  const sync = useApiMutation(mutations.role.syncPermission);
  const model = useMemo(() => (tree.data ? createAuthorizeModel(tree.data.list) : null), [tree.data]);
  // The grant history's added and removed pages and items, nested as in the menu tree.
  const grantLists = useMemo(() => {
    const view =
      (tab: AuthorizeTabTree | undefined) => (ids: readonly string[], names: Record<string, string>) => (
        <GrantChangeTreeView nodes={grantChangeTree(ids, tab, names)} />
      );
    return {
      menus: view(model?.menu),
      buttons: view(model?.button),
      columns: view(model?.column),
      forms: view(model?.form),
    };
  }, [model]);
  const [edits, setEdits] = useState<AuthorizeEdits | null>(null);
  const [tab, setTab] = useState<GrantTab | 'data'>('menu');
  const [showingHistory, setShowingHistory] = useState(false);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [whoHas, setWhoHas] = useState<WhoHasTarget | null>(null);
  const storedData = stored.data as StoredPermission | undefined;

  // Fresh edits whenever the role (or what it stores) changes; `opened` is them untouched.
  const [opened, setOpened] = useState<AuthorizeEdits | null>(null);
  useEffect(() => {
    const fresh = model && storedData ? editsOf(model, storedData) : null;
    setEdits(fresh);
    setOpened(fresh);
  }, [model, storedData]);
  // The first level starts open.
  useEffect(() => {
    if (model) setExpanded(new Set(model.menu.roots.map((n) => n.id)));
  }, [model]);
  // The item tabs (built on first read) are built while the browser is idle, so neither opening a tab
  // nor the first diff waits for them.
  useEffect(() => {
    if (!model) return;
    const build = () => void [model.button, model.column, model.form];
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(build, 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(build, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [model]);

  const dirty = useMemo(() => (opened && edits ? editedFrom(opened, edits) : false), [opened, edits]);
  const unchanged = useMemo(() => (storedData ? unchangedOf(storedData) : null), [storedData]);
  // The diff is built when it is shown (save, preview), not on every check.
  const changes = useMemo(
    () =>
      model && storedData && edits && dirty && (confirming || previewing)
        ? changesOf(model, storedData, edits)
        : unchanged,
    [model, storedData, edits, dirty, confirming, previewing, unchanged],
  );
  const editable = can.button(authorizeCodes.button.btn_edit);
  const roleName = roles.data?.list.find((r) => r.id === roleId)?.fullName ?? '';

  const choose = (id: string) => {
    if (dirty && !window.confirm(t(m.unsaved))) return;
    const next = new URLSearchParams(params);
    next.set('roleId', id);
    setParams(next, { replace: true });
  };

  const treeTab = tab === 'data' ? null : tab;
  const tabTree = model && treeTab ? model[treeTab] : null;
  // One pass over the tab per change of what it depends on: the item tabs' checkable leaves follow the
  // menu tab's selection only, and the tri-states that tab's own selection; expanding or filtering
  // recomputes neither.
  const selection = edits?.selection;
  const menuSelection = selection?.menu;
  const enabled = useMemo(
    () => (model && selection && treeTab ? leafEnabler(model, treeTab, selection) : () => true),
    [model, treeTab, menuSelection],
  );
  const visible = useMemo(() => (tabTree ? filterTree(tabTree, filter) : null), [tabTree, filter]);
  const tabSelection = selection && treeTab ? selection[treeTab] : null;
  const states = useMemo(
    () => (tabTree && tabSelection ? checkStates(tabTree, tabSelection, enabled) : null),
    [tabTree, tabSelection, enabled],
  );

  const setSelected = (next: Set<string>) => {
    if (!edits || !treeTab) return;
    setEdits({ ...edits, selection: { ...edits.selection, [treeTab]: next } });
  };
  const onToggle = (id: string, checked: boolean) => {
    if (tabTree && edits && treeTab)
      setSelected(toggleNode(tabTree, edits.selection[treeTab], id, checked, enabled));
  };
  const onCheckAll = (checked: boolean) => {
    if (tabTree && edits && treeTab)
      setSelected(checkAll(tabTree, edits.selection[treeTab], checked, enabled, visible));
  };
  const expandAll = (open: boolean) =>
    setExpanded(
      open && tabTree
        ? new Set(tabTree.nodes.filter((n: AuthorizeNode) => n.children.length).map((n) => n.id))
        : new Set(),
    );

  const save = async () => {
    if (!roleId || !changes) return;
    try {
      await sync.mutateAsync({ params: { id: roleId }, body: changes.body });
    } catch {
      return; // shown by the request core; the edits stay
    }
    setConfirming(false);
    message.success(t(m.saved));
  };

  return (
    <section className="admin-page perm-authorize" data-testid="authorize-page">
      <RoleChooser roles={roles.data?.list ?? []} chosen={roleId} onChoose={choose} />
      <div className="perm-authorize-main">
        {!roleId || !model || !edits || !changes ? (
          <p className="perm-authorize-empty">{t(m.chooseRole)}</p>
        ) : (
          <>
            <header className="perm-authorize-toolbar">
              <h2>{roleName}</h2>
              <Button variant="primary" disabled={!editable || !dirty} onClick={() => setConfirming(true)}>
                {t(m.save)}
              </Button>
              <Button disabled={!dirty} onClick={() => setEdits(opened)}>
                {t(m.reset)}
              </Button>
              <Button onClick={() => setPreviewing(true)}>{t(m.preview)}</Button>
              <Button onClick={() => setShowingHistory(true)} data-testid="authorize-history">
                {t(m.grantHistory)}
              </Button>
            </header>
            <Tabs value={tab} onValueChange={(value) => setTab(value as GrantTab | 'data')}>
              <TabsList>
                {TREE_TABS.map((name) => (
                  <TabsTrigger key={name} value={name}>
                    {t(TAB_NAMES[name])}
                  </TabsTrigger>
                ))}
                <TabsTrigger value="data">{t(m.tabData)}</TabsTrigger>
              </TabsList>
              {TREE_TABS.map((name) => (
                <TabsContent key={name} value={name}>
                  {tabTree && states && treeTab === name ? (
                    <>
                      <div className="perm-tree-tools">
                        <Input
                          type="search"
                          aria-label={t(m.filter)}
                          placeholder={t(m.filterPlaceholder)}
                          value={filter}
                          onChange={(event) => setFilter(event.target.value)}
                        />
                        <Button size="small" disabled={!editable} onClick={() => onCheckAll(true)}>
                          {t(m.checkAll)}
                        </Button>
                        <Button size="small" disabled={!editable} onClick={() => onCheckAll(false)}>
                          {t(m.uncheckAll)}
                        </Button>
                        <Button size="small" onClick={() => expandAll(true)}>
                          {t(m.expandAll)}
                        </Button>
                        <Button size="small" onClick={() => expandAll(false)}>
                          {t(m.collapseAll)}
                        </Button>
                        <span className="perm-tree-count">
                          {t(m.counts, { checked: states.checked, total: states.total })}
                        </span>
                      </div>
                      <GrantTree
                        tree={tabTree}
                        label={t(TAB_NAMES[name])}
                        states={states}
                        expanded={expanded}
                        onExpandedChange={(id, open) => {
                          const next = new Set(expanded);
                          if (open) next.add(id);
                          else next.delete(id);
                          setExpanded(next);
                        }}
                        visible={visible}
                        onToggle={(id, checked) => editable && onToggle(id, checked)}
                        editable={editable}
                        explain={explain}
                        onWhoHas={(node) =>
                          setWhoHas(
                            node.kind === 'menu'
                              ? { kind: 'menu', moduleId: node.id, name: node.label }
                              : {
                                  kind: node.kind,
                                  moduleId: node.menuId,
                                  code: node.code,
                                  name: `${node.label} · ${tabTree.byId.get(node.menuId)?.label ?? ''}`,
                                },
                          )
                        }
                      />
                    </>
                  ) : null}
                </TabsContent>
              ))}
              <TabsContent value="data">
                <DataScopePanel
                  value={edits.dataScope}
                  orgIds={edits.dataScopeOrgIds}
                  organizations={organizations.data?.list ?? []}
                  disabled={!editable}
                  onChange={(dataScope: DataScope, dataScopeOrgIds) =>
                    setEdits({ ...edits, dataScope, dataScopeOrgIds })
                  }
                  onWhoHas={(scope) =>
                    setWhoHas({ kind: 'dataScope', code: scope, name: t(scopeMessages[scope]) })
                  }
                />
              </TabsContent>
            </Tabs>
            <DiffDialog
              open={confirming}
              roleName={roleName}
              holders={info.data?.userCount ?? 0}
              changes={changes}
              saving={sync.isPending}
              onConfirm={() => void save()}
              onCancel={() => setConfirming(false)}
            />
            <HistoryDrawer
              record={showingHistory ? { kind: 'role', id: roleId, name: roleName } : null}
              onClose={() => setShowingHistory(false)}
              labels={GRANT_LABELS}
              lists={grantLists}
              values={{
                dataScope: (value) => {
                  const scope = scopeMessages[value as DataScope];
                  return scope ? t(scope) : String(value);
                },
              }}
            />
            <WhoHasDrawer
              target={whoHas}
              onClose={() => setWhoHas(null)}
              load={loadWhoHas}
              onExport={exportWhoHas}
            />
            <PreviewDialog
              open={previewing}
              onClose={() => setPreviewing(false)}
              tree={tree.data?.list ?? []}
              roleName={roleName}
              roleGrants={changes.body}
            />
          </>
        )}
      </div>
    </section>
  );
}
