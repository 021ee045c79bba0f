/** Every user-visible text of @pmc/widgets as Lingui-compatible descriptors; zh is the source. */
export const widgetsMessages = {
  pagination: { id: 'widgets.pagination', message: '分页' },
  paginationTotal: { id: 'widgets.paginationTotal', message: '共 {total} 条' },
  paginationPageSize: { id: 'widgets.paginationPageSize', message: '{size}条/页' },
  paginationPageSizeLabel: { id: 'widgets.paginationPageSizeLabel', message: '每页条数' },
  paginationPrev: { id: 'widgets.paginationPrev', message: '上一页' },
  paginationNext: { id: 'widgets.paginationNext', message: '下一页' },
  paginationPage: { id: 'widgets.paginationPage', message: '第 {page} 页' },
  paginationPrevMore: { id: 'widgets.paginationPrevMore', message: '向前 {n} 页' },
  paginationNextMore: { id: 'widgets.paginationNextMore', message: '向后 {n} 页' },
  paginationJumpPrefix: { id: 'widgets.paginationJumpPrefix', message: '前往' },
  paginationJumpSuffix: { id: 'widgets.paginationJumpSuffix', message: '页' },
  dataTableIndex: { id: 'widgets.dataTableIndex', message: '序号' },
  dataTableSelectAll: { id: 'widgets.dataTableSelectAll', message: '全选' },
  dataTableSelectRow: { id: 'widgets.dataTableSelectRow', message: '选择此行' },
} as const;
