import { DASHBOARD_REFRESH_SECONDS, DEVICE_STATE_OPTIONS, type DashboardOverview } from '@cvap/contracts';
import { Col, Empty, Row, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/label.js';
import { chinaNow } from '../../resource/date-range.js';
import { bucketBars, bucketPie, devicePie, trafficLine, type echarts } from './dashboard-charts.js';
import { chartPicture, DashboardPanel, PanelChart, type PanelPicture } from './DashboardPanel.js';
import { tableCanvas, titledCanvas } from './panel-image.js';

type Register = (id: string, picture: PanelPicture | null) => void;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A chart panel: the card, its chart, and its picture for the exports. */
function ChartCard({
  id,
  option,
  total,
  register,
}: {
  id: string;
  option: ReturnType<typeof devicePie>;
  total: number;
  register: Register;
}) {
  const { t } = useTranslation();
  const title = t(`dashboard.panels.${id}` as 'dashboard.panels.traffic');
  const chart = useRef<echarts.ECharts | null>(null);
  const instance = useCallback((created: echarts.ECharts | null) => {
    chart.current = created;
  }, []);
  const picture = useCallback(() => chartPicture(chart.current, title), [title]);
  return (
    <DashboardPanel id={id} title={title} total={total} picture={picture} register={register}>
      <PanelChart option={option} empty={total === 0} instance={instance} />
    </DashboardPanel>
  );
}

const STATE_COLOURS: Record<string, string> = {
  offline: 'default',
  unknown: 'default',
  equipmentAbnormity: 'red',
  loginAbnormal: 'orange',
};
const LIST_WIDTH = 440;
const UNKNOWN_STATE = DEVICE_STATE_OPTIONS.find((option) => option.value === 'unknown')!;

/** A moment as the community's wall clock (China time), whatever the browser's zone. */
const chinaTime = (at: string | number, format: string) => chinaNow(new Date(at)).format(format);

function AbnormalDevices({ data, register }: { data: DashboardOverview; register: Register }) {
  const { t } = useTranslation();
  const title = t('dashboard.panels.abnormalDevices');
  const heartbeat = useCallback((at: string | null) => (at ? chinaTime(at, 'MM-DD HH:mm') : t('dashboard.never')), [t]);
  const more =
    data.abnormalTotal > data.abnormalDevices.length
      ? t('dashboard.abnormalMore', { total: data.abnormalTotal, shown: data.abnormalDevices.length })
      : undefined;
  const picture = useCallback(async () => {
    const columns = [t('dashboard.device'), t('dashboard.community'), t('dashboard.state'), t('dashboard.lastHeartbeat')];
    const rows = data.abnormalDevices.map((d) => [`${d.name} (${d.doorName})`, d.communityName, d.stateName, heartbeat(d.lastHeartbeatAt)]);
    const table = tableCanvas(columns, rows.length ? rows : [[t('dashboard.noAbnormal'), '', '', '']], LIST_WIDTH, more);
    return titledCanvas(title, table.canvas, LIST_WIDTH, table.height);
  }, [data, title, more, t, heartbeat]);
  return (
    <DashboardPanel id="abnormalDevices" title={title} total={data.abnormalTotal} picture={picture} register={register}>
      <div style={{ height: 260, overflow: 'auto' }}>
        {data.abnormalDevices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAbnormal')} />
        ) : (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.abnormalDevices}
            columns={[
              {
                title: t('dashboard.device'),
                dataIndex: 'name',
                width: 140,
                render: (name: string, d) => (
                  <>
                    <div>{name}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {d.doorName}
                    </Typography.Text>
                  </>
                ),
              },
              { title: t('dashboard.community'), dataIndex: 'communityName', width: 84, ellipsis: true },
              {
                title: t('dashboard.state'),
                dataIndex: 'stateName',
                width: 96,
                render: (name: string, d) => <Tag color={STATE_COLOURS[d.state]}>{name}</Tag>,
              },
              { title: t('dashboard.lastHeartbeat'), dataIndex: 'lastHeartbeatAt', width: 100, render: heartbeat },
            ]}
          />
        )}
        {more && <Typography.Text type="secondary">{more}</Typography.Text>}
      </div>
    </DashboardPanel>
  );
}

/** The spec's seven panels over one overview answer. */
export function DashboardPanels({ data, register, updatedAt }: { data: DashboardOverview; register: Register; updatedAt: number }) {
  const { t } = useTranslation();
  const unknownLabel = useLabel()(UNKNOWN_STATE);
  const options = useMemo(
    () => ({
      deviceStatus: devicePie(data.deviceStatus, {
        online: t('dashboard.online'),
        offline: t('dashboard.offline'),
        unknown: unknownLabel,
        abnormal: t('dashboard.abnormal'),
      }),
      traffic: trafficLine(data.traffic, t('dashboard.openRecords')),
      passMethods: bucketPie(data.passMethods, t('dashboard.visits')),
      guestTypes: bucketPie(data.guestTypes, t('dashboard.visits')),
      visitWays: bucketBars(data.visitWays, t('dashboard.visits'), true),
      topCompanies: bucketBars(data.topCompanies, t('dashboard.visits'), true),
    }),
    [data, t, unknownLabel],
  );
  const totals = {
    passMethods: sum(data.passMethods.map((b) => b.total)),
    guestTypes: sum(data.guestTypes.map((b) => b.total)),
    visitWays: sum(data.visitWays.map((b) => b.total)),
    topCompanies: sum(data.topCompanies.map((b) => b.total)),
  };
  return (
    <>
      <Row gutter={[16, 16]}>
        {/* Below 1600 px a third of the row squeezed the device list's name column to a character a line. */}
        <Col xs={24} lg={12} xxl={8}>
          <ChartCard id="deviceStatus" option={options.deviceStatus} total={data.deviceStatus.total} register={register} />
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <AbnormalDevices data={data} register={register} />
        </Col>
        <Col xs={24} xxl={8}>
          <ChartCard id="traffic" option={options.traffic} total={sum(data.traffic.map((d) => d.total))} register={register} />
        </Col>
        {/* So does a quarter for these titles in English ("Visitor pass methods this week"): halves below 1600 px. */}
        <Col xs={24} lg={12} xxl={6}>
          <ChartCard id="passMethods" option={options.passMethods} total={totals.passMethods} register={register} />
        </Col>
        <Col xs={24} lg={12} xxl={6}>
          <ChartCard id="guestTypes" option={options.guestTypes} total={totals.guestTypes} register={register} />
        </Col>
        <Col xs={24} lg={12} xxl={6}>
          <ChartCard id="visitWays" option={options.visitWays} total={totals.visitWays} register={register} />
        </Col>
        <Col xs={24} lg={12} xxl={6}>
          <ChartCard id="topCompanies" option={options.topCompanies} total={totals.topCompanies} register={register} />
        </Col>
      </Row>
      <Typography.Text type="secondary" data-testid="dashboard-updated">
        {t('dashboard.refreshed', { time: chinaTime(updatedAt, 'HH:mm:ss'), seconds: DASHBOARD_REFRESH_SECONDS })}
      </Typography.Text>
    </>
  );
}

export const PANEL_ORDER = [
  'deviceStatus',
  'abnormalDevices',
  'traffic',
  'passMethods',
  'guestTypes',
  'visitWays',
  'topCompanies',
] as const;
