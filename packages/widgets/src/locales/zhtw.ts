export default {
  'widgets.pagination': '分頁',
  'widgets.paginationTotal': '共 {total} 條',
  'widgets.paginationPageSize': '{size}條/頁',
  'widgets.paginationPageSizeLabel': '每頁條數',
  'widgets.paginationPrev': '上一頁',
  'widgets.paginationNext': '下一頁',
  'widgets.paginationPage': '第 {page} 頁',
  'widgets.paginationPrevMore': '向前 {n} 頁',
  'widgets.paginationNextMore': '向後 {n} 頁',
  'widgets.paginationJumpPrefix': '前往',
  'widgets.paginationJumpSuffix': '頁',
} satisfies Record<string, string>;
