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
