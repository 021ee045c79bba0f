import { defineCatalog } from '@pmc/i18n';

/** Texts of the 'not part of this release' page (zh source). */
export const notInReleaseMessages = {
  title: { id: 'admin.notInRelease.title', message: '本版本不包含此功能' },
  text: {
    id: 'admin.notInRelease.text',
    message: '“{section}”中的“{page}”不属于本版本。本版本提供系统管理、系统数据、权限管理与扩展示例。',
  },
  backHome: { id: 'admin.notInRelease.backHome', message: '返回首页' },
} as const;

/** Loaded with the page, so neither /login nor the chrome carries these texts. */
export const notInReleaseCatalog = defineCatalog(notInReleaseMessages, {
  en: {
    'admin.notInRelease.title': 'Not part of this release',
    'admin.notInRelease.text':
      '"{page}" in "{section}" is not part of this release. This release provides system management, system data, permissions and the extension demos.',
    'admin.notInRelease.backHome': 'Back to home',
  },
  zhtw: {
    'admin.notInRelease.title': '本版本不包含此功能',
    'admin.notInRelease.text':
      '「{section}」中的「{page}」不屬於本版本。本版本提供系統管理、系統資料、權限管理與擴展示例。',
    'admin.notInRelease.backHome': '返回首頁',
  },
});
