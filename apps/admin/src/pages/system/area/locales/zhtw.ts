export default {
  'area.title': '行政區劃',
  'area.listLabel': '行政區劃列表',
  'area.type': '類型',
  'area.province': '省級',
  'area.city': '地級',
  'area.county': '縣級',
  'area.town': '鄉級',
  'area.village': '村級',
  'area.parent': '上級區劃',
  'area.topLevel': '頂級（省級）',
  'area.addChild': '新建下級',
};
