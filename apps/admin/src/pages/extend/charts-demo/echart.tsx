import { useEffect, useRef } from 'react';
import { type EChartsCoreOption, type EChartsType, init } from './echarts-setup.ts';

/**
 * One ECharts chart in a div: made on mount (SVG, in the app's language), given each new option,
 * resized with its box and disposed on unmount. `label` names the figure for assistive technology;
 * ECharts' aria component adds a description of the data.
 */
export function EChart({
  option,
  label,
  locale,
  height = 320,
  testId,
}: {
  option: EChartsCoreOption;
  label: string;
  locale: 'ZH' | 'EN';
  height?: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const made = init(element, null, { renderer: 'svg', locale });
    chart.current = made;
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, [locale]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, locale]);

  // ECharts' aria component writes its description of the data as the drawing's aria-label: the
  // drawing is an image named by it, inside a figure named by the chart's title.
  return (
    <figure className="admin-chart" aria-label={label} data-testid={testId}>
      <div ref={box} role="img" aria-label={label} style={{ height }} />
    </figure>
  );
}
