export default {
  'printDev.title': 'Print template',
  'printDev.listLabel': 'Print templates',
  'printDev.type': 'Type',
  'printDev.typeFlow': 'Workflow form',
  'printDev.typeForm': 'Form',
  'printDev.category': 'Category',
  'printDev.content': 'Template',
  'printDev.contentHelp':
    'Data filled in at print time is marked by its field name in curly brackets; on saving the server keeps only safe formatting.',
  'printDev.preview': 'Preview',
  'printDev.previewTitle': 'Print preview: {name}',
  'printDev.previewFrame': 'Print preview of {name}',
  'printDev.print': 'Print',
  'printDev.loading': 'Reading the template…',
  'printDev.emptyContent': 'This template has no content yet',
};
