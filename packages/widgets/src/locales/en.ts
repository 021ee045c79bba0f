export default {
  'widgets.pagination': 'Pagination',
  'widgets.paginationTotal': 'Total {total}',
  'widgets.paginationPageSize': '{size} / page',
  'widgets.paginationPageSizeLabel': 'Rows per page',
  'widgets.paginationPrev': 'Previous page',
  'widgets.paginationNext': 'Next page',
  'widgets.paginationPage': 'Page {page}',
  'widgets.paginationPrevMore': 'Back {n} pages',
  'widgets.paginationNextMore': 'Forward {n} pages',
  'widgets.paginationJumpPrefix': 'Go to',
  'widgets.paginationJumpSuffix': '',
} satisfies Record<string, string>;
