export default {
  'area.title': 'Area',
  'area.listLabel': 'Areas',
  'area.type': 'Level',
  'area.province': 'Province',
  'area.city': 'Prefecture',
  'area.county': 'County',
  'area.town': 'Township',
  'area.village': 'Village',
  'area.parent': 'Parent area',
  'area.topLevel': 'Top level (province)',
  'area.addChild': 'Add below',
};
