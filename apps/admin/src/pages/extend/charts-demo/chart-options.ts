import { readThemeTokens } from '@pmc/ui';
import type { EChartsCoreOption } from './echarts-setup.ts';

export interface ChartColours {
  primary: string;
  danger: string;
  text: string;
  muted: string;
  /** Grid lines and axis lines: the border shade of the colour scheme in force. */
  line: string;
}

/** The app's theme colours, read from @pmc/ui's tokens, so the charts follow the theme and the scheme. */
export function themeColours(element: HTMLElement = document.documentElement): ChartColours {
  const tokens = readThemeTokens(element);
  return {
    primary: tokens.primary || '#1890ff',
    danger: tokens.danger || '#f5222d',
    text: tokens.text || '#303133',
    muted: tokens.textSecondary || '#909399',
    line: tokens.borderLight || '#ebeef5',
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
    xAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: colours.muted },
      splitLine: { lineStyle: { color: colours.line } },
    },
    yAxis: {
      type: 'category',
      data: ordered.map((r) => r.fullName),
      axisLabel: { color: colours.text, width: 160, overflow: 'truncate' },
      axisLine: { lineStyle: { color: colours.line } },
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
      axisLine: { lineStyle: { color: colours.line } },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: colours.muted },
      splitLine: { lineStyle: { color: colours.line } },
    },
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
