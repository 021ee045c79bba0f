import { defineCatalog } from '@pmc/i18n';

/** Texts of the merchant-link dialog the user and department pages share (zh source). */
export const merchantLinkMessages = {
  action: { id: 'sys.merchant.action', message: '关联商户' },
  title: { id: 'sys.merchant.title', message: '{name} 的关联商户' },
  merchantId: { id: 'sys.merchant.merchantId', message: '商户号' },
  help: { id: 'sys.merchant.help', message: '留空则取消关联' },
  saved: { id: 'sys.merchant.saved', message: '商户关联已保存' },
} as const;

export const merchantLinkCatalog = defineCatalog(merchantLinkMessages, {
  en: {
    'sys.merchant.action': 'Merchant',
    'sys.merchant.title': 'Merchant of {name}',
    'sys.merchant.merchantId': 'Merchant ID',
    'sys.merchant.help': 'Leave empty to unlink',
    'sys.merchant.saved': 'Merchant link saved',
  },
  zhtw: {
    'sys.merchant.action': '關聯商戶',
    'sys.merchant.title': '{name} 的關聯商戶',
    'sys.merchant.merchantId': '商戶號',
    'sys.merchant.help': '留空則取消關聯',
    'sys.merchant.saved': '商戶關聯已儲存',
  },
});
