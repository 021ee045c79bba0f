import type { EChartsCoreOption } from './echarts-setup.ts';

export interface ChartColours {
  primary: string;
  danger: string;
  text: string;
  muted: string;
}

/** The app's theme colours, read from its tokens, so the charts follow the chosen theme. */
export function themeColours(element: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--pmc-color-primary', '#1890ff'),
    danger: read('--pmc-color-danger', '#f5222d'),
    text: read('--pmc-color-text', '#303133'),
    muted: read('--pmc-color-text-secondary', '#909399'),
  };
}

/** Horizontal bars, largest first at the top: users of each top-level organisation's subtree. */
export function usersPerOrganizeOption(
  rows: readonly { fullName: string; count: number }[],
  seriesName: string,
  colours: ChartColours,
): EChartsCoreOption {
  const ordered = [...rows].reverse();
  return {
    aria: { enabled: true },
    color: [colours.primary],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { color: colours.muted } },
    yAxis: {
      type: 'category',
      data: ordered.map((r) => r.fullName),
      axisLabel: { color: colours.text, width: 160, overflow: 'truncate' },
    },
    series: [
      {
        name: seriesName,
        type: 'bar',
        data: ordered.map((r) => r.count),
        label: { show: true, position: 'right', color: colours.text },
        barMaxWidth: 24,
      },
    ],
  };
}

/** Two lines over the days: successful and failed sign-ins. */
export function signInsPerDayOption(
  rows: readonly { day: string; success: number; failure: number }[],
  names: { success: string; failure: string },
  colours: ChartColours,
): EChartsCoreOption {
  return {
    aria: { enabled: true },
    color: [colours.primary, colours.danger],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: colours.text } },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    dataZoom: [{ type: 'inside' }],
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: rows.map((r) => r.day.slice(5)),
      axisLabel: { color: colours.muted },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: colours.muted } },
    series: [
      {
        name: names.success,
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.12 },
        data: rows.map((r) => r.success),
      },
      { name: names.failure, type: 'line', smooth: true, data: rows.map((r) => r.failure) },
    ],
  };
}
