export default {
  'admin.externalLink.text': 'This menu entry opens an external link in a new window:',
  'admin.externalLink.open': 'Open in a new window',
};
