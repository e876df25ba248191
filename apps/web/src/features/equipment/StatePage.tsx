import { EQUIPMENT_STATUS_OPTIONS, EquipmentEndpoints, labelIn } from '@cvap/contracts';
import { Card, Col, Empty, Row, Statistic, Table } from 'antd';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '../../i18n/language.js';
import { useEndpoint } from '../../request/endpoint.js';

echarts.use([BarChart, LineChart, PieChart, AriaComponent, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

function Chart({ option, testId }: { option: echarts.EChartsCoreOption; testId: string }) {
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
  return <div ref={ref} data-testid={testId} style={{ height: 280, width: '100%' }} />;
}

/**
 * 设备状态 (/equipmentManager/equipmentState): equipment by status, maintenance of the last twelve months (on time,
 * late, overdue), failures and downtime by month, warranties ending soon.
 */
export default function EquipmentStatePage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const overview = useEndpoint(EquipmentEndpoints.overview, {});
  const data = overview.data;
  const options = useMemo(() => {
    if (!data) return null;
    const statusName = (status: number) => {
      const option = EQUIPMENT_STATUS_OPTIONS.find((o) => o.value === status);
      return option ? labelIn(option, language) : String(status);
    };
    return {
      status: {
        tooltip: {},
        legend: { bottom: 0 },
        series: [{ type: 'pie', radius: ['35%', '65%'], data: data.byStatus.map((r) => ({ name: statusName(r.status), value: r.count })) }],
      },
      maintenance: {
        tooltip: { trigger: 'axis' },
        legend: { bottom: 0 },
        grid: { left: 40, right: 16, top: 16, bottom: 60 },
        xAxis: { type: 'category', data: data.maintenanceByMonth.map((r) => r.month) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { type: 'bar', stack: 'm', name: t('equipment.state.onTime'), data: data.maintenanceByMonth.map((r) => r.onTime) },
          { type: 'bar', stack: 'm', name: t('equipment.state.late'), data: data.maintenanceByMonth.map((r) => r.late) },
          { type: 'bar', stack: 'm', name: t('equipment.state.overdue'), data: data.maintenanceByMonth.map((r) => r.overdue) },
        ],
      },
      failures: {
        tooltip: { trigger: 'axis' },
        legend: { bottom: 0 },
        grid: { left: 40, right: 40, top: 16, bottom: 60 },
        xAxis: { type: 'category', data: data.failuresByMonth.map((r) => r.month) },
        yAxis: [{ type: 'value', minInterval: 1 }, { type: 'value' }],
        series: [
          { type: 'bar', name: t('equipment.state.failureCount'), data: data.failuresByMonth.map((r) => r.failures) },
          {
            type: 'line',
            yAxisIndex: 1,
            name: t('equipment.state.downtimeHours'),
            data: data.failuresByMonth.map((r) => Math.round(r.downtimeMinutes / 6) / 10),
          },
        ],
      },
    } satisfies Record<string, echarts.EChartsCoreOption>;
  }, [data, language, t]);
  return (
    <div data-testid="equipment-state">
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Statistic
            title={t('equipment.state.equipment')}
            value={data?.totals.equipment ?? 0}
            loading={overview.isLoading}
            data-testid="equipment-state-total"
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('equipment.state.onTimeRate')}
            value={data?.totals.onTimeRate ?? '-'}
            suffix="%"
            data-testid="equipment-state-on-time"
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('equipment.state.openOverdue')} value={data?.totals.openOverdue ?? 0} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('equipment.state.openFailures')} value={data?.totals.openFailures ?? 0} />
        </Col>
      </Row>
      {options && (
        <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
          <Col xs={24} lg={8}>
            <Card title={t('equipment.state.byStatus')} size="small">
              <Chart option={options.status} testId="equipment-chart-status" />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card title={t('equipment.state.maintenance')} size="small">
              <Chart option={options.maintenance} testId="equipment-chart-maintenance" />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card title={t('equipment.state.failures')} size="small">
              <Chart option={options.failures} testId="equipment-chart-failures" />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={t('equipment.state.warranty')} size="small">
              {data && data.warrantyEnding.length ? (
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={data.warrantyEnding}
                  columns={[
                    { title: t('equipment.state.code'), dataIndex: 'code' },
                    { title: t('equipment.state.name'), dataIndex: 'name' },
                    { title: t('equipment.state.warrantyUntil'), dataIndex: 'warrantyUntil' },
                  ]}
                />
              ) : (
                <Empty description={t('equipment.state.warrantyEmpty')} />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
