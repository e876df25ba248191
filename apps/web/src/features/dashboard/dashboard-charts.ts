import type { DashboardBucket, DashboardOverview } from '@cvap/contracts';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Modular imports: ECharts is in this route's lazy chunk only (and the repair analysis screen's).
echarts.use([BarChart, LineChart, PieChart, AriaComponent, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);
export { echarts };

export type ChartOption = echarts.EChartsCoreOption;
const PALETTE = ['#1668dc', '#36cfc9', '#73d13d', '#ffc53d', '#ff7a45', '#9254de', '#f759ab', '#8c8c8c'];

export function devicePie(
  status: DashboardOverview['deviceStatus'],
  labels: { online: string; offline: string; unknown: string; abnormal: string },
): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        showEmptyCircle: false,
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{c}' },
        data: [
          { name: labels.online, value: status.online, itemStyle: { color: '#52c41a' } },
          { name: labels.offline, value: status.offline, itemStyle: { color: '#bfbfbf' } },
          { name: labels.unknown, value: status.unknown, itemStyle: { color: '#8c8c8c' } },
          { name: labels.abnormal, value: status.abnormal, itemStyle: { color: '#ff4d4f' } },
        ],
      },
    ],
  };
}

export function trafficLine(traffic: DashboardOverview['traffic'], seriesName: string): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 24, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: traffic.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: seriesName, type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: traffic.map((d) => d.total) }],
  };
}

export function bucketPie(buckets: DashboardBucket[], seriesName: string): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    // Every entry shown (wrapping), not a scrolling legend: the exported image must name every slice.
    legend: { bottom: 0, itemWidth: 10, itemHeight: 10, itemGap: 8, textStyle: { fontSize: 11 } },
    series: [
      {
        name: seriesName,
        type: 'pie',
        showEmptyCircle: false,
        radius: ['0%', '58%'],
        center: ['50%', '40%'],
        // Values inside the slices: names beside them would not fit a quarter of the page; the legend names them.
        label: { position: 'inside', formatter: '{c}', color: '#fff', fontWeight: 600 },
        minShowLabelAngle: 12,
        data: buckets.filter((b) => b.total > 0).map((b) => ({ name: b.name, value: b.total })),
      },
    ],
  };
}

export function bucketBars(buckets: DashboardBucket[], seriesName: string, horizontal = false): ChartOption {
  const names = buckets.map((b) => b.name);
  const category = {
    type: 'category',
    data: horizontal ? [...names].reverse() : names,
    axisLabel: horizontal ? { width: 110, overflow: 'truncate' } : { interval: 0, width: 56, overflow: 'break' },
  };
  // A narrow panel (a quarter of the row, and the PDF's picture of it) ran the value labels together: drop overlaps.
  const value = { type: 'value', minInterval: 1, axisLabel: { hideOverlap: true } };
  const values = buckets.map((b) => b.total);
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    grid: { left: horizontal ? 120 : 40, right: 24, top: 20, bottom: horizontal ? 28 : 40 },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: [
      {
        name: seriesName,
        type: 'bar',
        barMaxWidth: 28,
        label: { show: true, position: horizontal ? 'right' : 'top' },
        data: horizontal ? [...values].reverse() : values,
      },
    ],
  };
}
