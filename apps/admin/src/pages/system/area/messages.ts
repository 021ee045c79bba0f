import { defineCatalog } from '@pmc/i18n';

/** Texts of the area page (zh source). */
export const areaMessages = {
  title: { id: 'area.title', message: '行政区划' },
  listLabel: { id: 'area.listLabel', message: '行政区划列表' },
  type: { id: 'area.type', message: '类型' },
  province: { id: 'area.province', message: '省级' },
  city: { id: 'area.city', message: '地级' },
  county: { id: 'area.county', message: '县级' },
  town: { id: 'area.town', message: '乡级' },
  village: { id: 'area.village', message: '村级' },
  parent: { id: 'area.parent', message: '上级区划' },
  topLevel: { id: 'area.topLevel', message: '顶级（省级）' },
  addChild: { id: 'area.addChild', message: '新建下级' },
} as const;

export const areaCatalog = defineCatalog(areaMessages, {
  en: {
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
  },
  zhtw: {
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
  },
});
