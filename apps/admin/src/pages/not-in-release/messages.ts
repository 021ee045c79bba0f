/** Texts of the 'not part of this release' page (zh source). */
export const notInReleaseMessages = {
  title: { id: 'admin.notInRelease.title', message: '本版本不包含此功能' },
  text: {
    id: 'admin.notInRelease.text',
    message: '“{section}”中的“{page}”不属于本版本。本版本提供系统管理、系统数据、权限管理与扩展示例。',
  },
  backHome: { id: 'admin.notInRelease.backHome', message: '返回首页' },
} as const;
