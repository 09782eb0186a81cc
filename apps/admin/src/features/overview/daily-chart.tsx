import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useId, useRef } from 'react';

// ECharts tree-shaken (decision 030): only the bar and line charts, the grid and tooltip, drawn in SVG; this module
// is imported by the overview's screen alone, so it lands in that screen's lazy chunk.
use([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption
>;

export type ChartDay = { label: string; value: number };

/** A figure of the axis as short as it can be read at 360 px: « 1,2 M » rather than « 1 200 000 XOF ». */
function compact(value: number): string {
  return new Intl.NumberFormat(document.documentElement.lang || 'fr', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * One measure per day, one axis: the payments as bars, or one currency's volume as a line (never two measures
 * on two axes, unreadable on a phone). The title names the measure above the drawing; the drawing is hidden from
 * assistive technology: `summary` says what it shows and the screen gives the figures as a table.
 */
export function DailyChart({
  days,
  title,
  shape,
  format,
  summary,
}: {
  days: readonly ChartDay[];
  title: string;
  shape: 'bar' | 'line';
  format: (value: number) => string;
  summary: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts>(undefined);
  const id = useId();

  useEffect(() => {
    const node = element.current;
    if (node === null) return;
    const drawn = init(node, undefined, { renderer: 'svg' });
    chart.current = drawn;
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => drawn.resize());
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      drawn.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    const colour = shape === 'bar' ? '#04875d' : '#b45309';
    const option: Option = {
      animation: false,
      grid: { left: 4, right: 12, top: 12, bottom: 4, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: (value) => format(Number(value)) },
      xAxis: {
        type: 'category',
        data: days.map((day) => day.label),
        axisLabel: { color: '#47505b', hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        splitNumber: 3,
        axisLabel: { color: '#47505b', formatter: (value: number) => compact(value) },
      },
      series: [
        shape === 'bar'
          ? { type: 'bar', name: title, data: days.map((day) => day.value), itemStyle: { color: colour } }
          : {
              type: 'line',
              name: title,
              data: days.map((day) => day.value),
              itemStyle: { color: colour },
              lineStyle: { color: colour, width: 2 },
              showSymbol: days.length <= 31,
            },
      ],
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [days, title, shape, format]);

  return (
    <figure aria-labelledby={`${id}-title`} className="space-y-1">
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-ink-700">
        {title}
      </figcaption>
      <div role="img" aria-label={summary} className="h-56 w-full">
        <div ref={element} aria-hidden="true" className="h-full w-full" />
      </div>
    </figure>
  );
}
