import { REPAIR_STATUS_OPTIONS } from '@cvap/contracts';
import { Card, Col, DatePicker, Row, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaNow } from '../../resource/date-range.js';
import { EChart as Chart, type EChartOption } from '../../widgets/echart/EChart.js';
import { useLabel } from './use-language.js';
import { RepairEndpoints } from '@cvap/contracts';
import { useEndpoint } from '../../request/endpoint.js';

const bars = (rows: { name: string; total: number }[]): EChartOption => ({
  tooltip: {},
  grid: { left: 40, right: 16, top: 16, bottom: 60 },
  xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { rotate: 30 } },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', data: rows.map((r) => r.total) }],
});

/**
 * 统计分析 (/repairManager/repairAnalysis): a chosen period (the last 30 days by default) by type, state and worker,
 * with average response and completion minutes, overdue share and satisfaction. ECharts is loaded with this
 * screen's chunk only (modular imports).
 */
export default function RepairAnalysisPage() {
  const { t } = useTranslation();
  const { label } = useLabel();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [chinaNow().subtract(29, 'day'), chinaNow()]);
  const query = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
  const analysis = useEndpoint(RepairEndpoints.analysis, { body: query });
  const data = analysis.data;
  const overdueShare = data && data.total > 0 ? (100 * data.overdue) / data.total : 0;
  return (
    <div data-testid="repair-analysis">
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        data-testid="repair-analysis-range"
      />
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={12} md={8} lg={4}>
          <Statistic title={t('repair.total')} value={data?.total ?? 0} loading={analysis.isLoading} data-testid="repair-analysis-total" />
        </Col>
        <Col xs={12} md={8} lg={5}>
          <Statistic title={t('repair.avgResponse')} value={data?.avgResponseMinutes ?? '-'} />
        </Col>
        <Col xs={12} md={8} lg={5}>
          <Statistic title={t('repair.avgComplete')} value={data?.avgCompleteMinutes ?? '-'} />
        </Col>
        <Col xs={12} md={8} lg={5}>
          <Statistic title={t('repair.overdueShare')} value={overdueShare} precision={1} suffix="%" />
        </Col>
        <Col xs={12} md={8} lg={5}>
          <Statistic title={t('repair.satisfaction')} value={data?.avgRating ?? '-'} suffix={data?.avgRating != null ? '/ 5' : undefined} />
        </Col>
      </Row>
      {data && (
        <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('repair.byType')}>
              <Chart testId="repair-chart-type" option={bars(data.byType)} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('repair.byStatus')}>
              <Chart
                testId="repair-chart-status"
                option={{
                  tooltip: {},
                  // Scrolls rather than wraps into the donut's labels in a narrow card (1280 px).
                  legend: { bottom: 0, type: 'scroll' },
                  series: [
                    {
                      type: 'pie',
                      radius: ['30%', '55%'],
                      center: ['50%', '44%'],
                      // Named in the console's language from the declarations, whatever language the answer came in.
                      data: data.byStatus
                        .filter((s) => s.total > 0)
                        .map((s) => {
                          const option = REPAIR_STATUS_OPTIONS.find((o) => o.value === s.key);
                          return { name: option ? label(option) : s.name, value: s.total };
                        }),
                    },
                  ],
                }}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('repair.byWorker')}>
              <Chart testId="repair-chart-worker" option={bars(data.byWorker)} />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
