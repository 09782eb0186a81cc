import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// ECharts tree-shaken (decision 030): only the bar and line charts, the grid, legend and tooltip, drawn in SVG; this
// module is imported by the overview's screen alone, so it lands in that screen's lazy chunk.
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export type ChartDay = { label: string; count: number; volume: number };

/**
 * Payments per day (bars, left axis) and their volume in one currency (line, right axis). The drawing is hidden
 * from assistive technology: `summary` says what it shows and the screen gives the same figures as a table.
 */
export function DailyChart({
  days,
  countLabel,
  volumeLabel,
  formatVolume,
  summary,
}: {
  days: readonly ChartDay[];
  countLabel: string;
  volumeLabel: string;
  formatVolume: (amount: number) => string;
  summary: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts>(undefined);

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
    const option: Option = {
      animation: false,
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, left: 0, textStyle: { color: '#47505b' } },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: days.map((day) => day.label),
        axisLabel: { color: '#47505b', hideOverlap: true },
      },
      yAxis: [
        { type: 'value', minInterval: 1, axisLabel: { color: '#47505b' } },
        {
          type: 'value',
          splitLine: { show: false },
          axisLabel: { color: '#47505b', formatter: (value: number) => formatVolume(value) },
        },
      ],
      series: [
        {
          type: 'bar',
          name: countLabel,
          data: days.map((day) => day.count),
          itemStyle: { color: '#04875d' },
        },
        {
          type: 'line',
          name: volumeLabel,
          yAxisIndex: 1,
          data: days.map((day) => day.volume),
          itemStyle: { color: '#b45309' },
          showSymbol: days.length <= 31,
          tooltip: { valueFormatter: (value) => formatVolume(Number(value)) },
        },
      ],
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [days, countLabel, volumeLabel, formatVolume]);

  return (
    <div role="img" aria-label={summary} className="h-72 w-full">
      <div ref={element} aria-hidden="true" className="h-full w-full" />
    </div>
  );
}
