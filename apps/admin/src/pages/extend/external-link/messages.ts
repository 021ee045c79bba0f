import { defineCatalog } from '@pmc/i18n';

/** Texts of the external-link demo's own route (zh source). */
export const externalLinkMessages = {
  text: {
    id: 'admin.externalLink.text',
    message: '此菜单在新窗口中打开外部链接：',
  },
  open: { id: 'admin.externalLink.open', message: '在新窗口中打开' },
} as const;

export const externalLinkCatalog = defineCatalog(externalLinkMessages, {
  en: {
    'admin.externalLink.text': 'This menu entry opens an external link in a new window:',
    'admin.externalLink.open': 'Open in a new window',
  },
  zhtw: {
    'admin.externalLink.text': '此選單在新視窗中開啟外部連結：',
    'admin.externalLink.open': '在新視窗中開啟',
  },
});
