// Apache ECharts, tree-shaken: the core, the two chart types and the components these charts use, and
// the SVG renderer. Only this page's chunk imports it, so nothing of it loads anywhere else.
import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([
  BarChart,
  LineChart,
  AriaComponent,
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export type { EChartsCoreOption, EChartsType } from 'echarts/core';
export { init };
