import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { echarts, type ChartOption } from './dashboard-charts.js';
import { downloadPng, loadedImage, titledCanvas } from './panel-image.js';

/** Draws a panel's image (title and body, scale 2) for its own export and for the page's PDF. */
export type PanelPicture = () => Promise<HTMLCanvasElement>;

interface PanelProps {
  id: string;
  title: string;
  /** The panel's figure total: the e2e reads it, the empty state follows it. */
  total: number;
  picture: PanelPicture;
  /** Registers the panel's picture with the page (for the PDF), under its id. */
  register: (id: string, picture: PanelPicture | null) => void;
  children: ReactNode;
}

/** A dashboard card with an "export image" action (a PNG of the panel at scale 2). */
export function DashboardPanel({ id, title, total, picture, register, children }: PanelProps) {
  const { t } = useTranslation();
  useEffect(() => {
    register(id, picture);
    return () => register(id, null);
  }, [id, picture, register]);
  return (
    <Card
      size="small"
      title={title}
      className="dashboard-panel"
      data-testid={`dashboard-panel-${id}`}
      data-total={total}
      extra={
        <Tooltip title={t('dashboard.exportImage')}>
          <Button
            type="text"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`${t('dashboard.exportImage')} ${title}`}
            data-testid={`dashboard-export-${id}`}
            onClick={() => void picture().then((canvas) => downloadPng(canvas, `${title}.png`))}
          />
        </Tooltip>
      }
    >
      {children}
    </Card>
  );
}

export const CHART_HEIGHT = 260;

/** An ECharts chart of a panel; `instance` receives the chart for its picture. */
export function PanelChart({
  option,
  empty,
  instance,
}: {
  option: ChartOption;
  empty: boolean;
  instance: (chart: echarts.ECharts | null) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!ref.current) return undefined;
    const created = echarts.init(ref.current);
    chart.current = created;
    instance(created);
    const observer = new ResizeObserver(() => created.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      instance(null);
      chart.current = null;
      created.dispose();
    };
  }, [instance]);
  useEffect(() => {
    // The aria description (series names and values, on the chart's element) is what a screen reader reads.
    chart.current?.setOption({ aria: { enabled: true }, ...option }, { notMerge: true });
  }, [option]);
  return (
    <div style={{ position: 'relative', height: CHART_HEIGHT }}>
      <div ref={ref} data-testid="panel-chart" style={{ height: CHART_HEIGHT, width: '100%' }} />
      {empty && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('dashboard.noData')}
          style={{ position: 'absolute', inset: 0, margin: 'auto', height: 'fit-content' }}
        />
      )}
    </div>
  );
}

/** A chart's picture as a panel image: its ECharts picture at pixel ratio 2 under the title. */
export async function chartPicture(chart: echarts.ECharts | null, title: string): Promise<HTMLCanvasElement> {
  if (!chart) throw new Error('chart not ready');
  const image = await loadedImage(chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }));
  return titledCanvas(title, image, chart.getWidth(), chart.getHeight());
}
