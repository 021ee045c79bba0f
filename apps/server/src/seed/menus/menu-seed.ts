/** One permission item: enCode and its name in zh, en, zhtw. */
export type ItemSeed = readonly [code: string, zh: string, en: string, zhtw: string];

/** One menu entry of the seed; directories have children, pages have a route. */
export interface MenuSeed {
  code: string;
  names: readonly [zh: string, en: string, zhtw: string];
  icon: string;
  route?: string;
  /** 1 directory, 2 page (default), 6 large screen, 7 external link. */
  category?: 1 | 2 | 6 | 7;
  target?: '_self' | '_blank';
  url?: string;
  children?: MenuSeed[];
  buttons?: ItemSeed[];
  columns?: ItemSeed[];
  forms?: ItemSeed[];
}

export const crudButtons: ItemSeed[] = [
  ['btn_add', '新建', 'Add', '新建'],
  ['btn_edit', '编辑', 'Edit', '編輯'],
  ['btn_remove', '删除', 'Delete', '刪除'],
];

export const exportButton: ItemSeed = ['btn_export', '导出', 'Export', '匯出'];

/**
 * 分享视图 on every list page of the kit (docs/guide/pages.md#saved-views): share a saved view with everyone
 * who can open the page. Nobody's duty (permissions/duties.ts), so only administrators hold it until granted.
 */
export const shareViewButton: ItemSeed = ['btn_shareView', '分享视图', 'Share views', '分享視圖'];

const commonColumns: Record<string, ItemSeed> = {
  fullName: ['fullName', '名称', 'Name', '名稱'],
  enCode: ['enCode', '编码', 'Code', '編碼'],
  enabledMark: ['enabledMark', '状态', 'Status', '狀態'],
  sortCode: ['sortCode', '排序', 'Order', '排序'],
  description: ['description', '说明', 'Description', '說明'],
  creatorTime: ['creatorTime', '创建时间', 'Created', '建立時間'],
};

/** Column (and form) items: common keys by name, page-specific ones given in full. */
export function items(...keys: (string | ItemSeed)[]): ItemSeed[] {
  return keys.map((key) => {
    if (typeof key !== 'string') return key;
    const found = commonColumns[key];
    if (!found) throw new Error(`unknown common column ${key}`);
    return found;
  });
}
