export default {
  'admin.notInRelease.title': '本版本不包含此功能',
  'admin.notInRelease.text':
    '「{section}」中的「{page}」不屬於本版本。本版本提供系統管理、系統資料、權限管理與擴展示例。',
  'admin.notInRelease.backHome': '返回首頁',
};
