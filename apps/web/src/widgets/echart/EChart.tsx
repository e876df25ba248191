import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, PieChart, AriaComponent, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type EChartOption = echarts.EChartsCoreOption;

/**
 * One chart of an overview screen (bars, lines, pies), sized to its container and redrawn on resize. Imported by
 * lazy screens only, so ECharts loads with them. The aria description (names and values) is what a screen reader reads.
 */
export function EChart({ option, testId, height = 280 }: { option: EChartOption; testId: string; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return undefined;
    const chart = echarts.init(ref.current);
    chart.setOption({ aria: { enabled: true }, ...option });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);
  return <div ref={ref} data-testid={testId} style={{ height, width: '100%' }} />;
}
