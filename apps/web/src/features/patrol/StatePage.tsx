import { PatrolEndpoints } from '@cvap/contracts';
import { Card, Col, DatePicker, Empty, Row, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaNow } from '../../resource/date-range.js';
import { EChart, type EChartOption } from '../../widgets/echart/EChart.js';
import { useEndpoint } from '../../request/endpoint.js';

/**
 * 巡更概况 (/patrolManager/patrolState): a period (the last twelve months by default) of closed tasks: coverage
 * (points checked in of those due), misses by month, the points missed most, problems by area and state.
 */
export default function PatrolStatePage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [chinaNow().subtract(1, 'year').add(1, 'day'), chinaNow()]);
  const query = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
  const state = useEndpoint(PatrolEndpoints.state, { query });
  const data = state.data;
  const charts = useMemo(() => {
    if (!data) return null;
    const months: EChartOption = {
      tooltip: { trigger: 'axis' },
      legend: { data: [t('patrol.checked'), t('patrol.missed')] },
      grid: { left: 48, right: 16, top: 36, bottom: 40 },
      xAxis: { type: 'category', data: data.byMonth.map((row) => row.month) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('patrol.checked'), type: 'bar', stack: 'points', data: data.byMonth.map((row) => row.checked) },
        {
          name: t('patrol.missed'),
          type: 'bar',
          stack: 'points',
          data: data.byMonth.map((row) => row.missed),
          itemStyle: { color: '#ff4d4f' },
        },
      ],
    };
    const missed: EChartOption = {
      tooltip: {},
      grid: { left: 110, right: 16, top: 16, bottom: 24 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: data.missedPoints.map((row) => row.pointName).reverse() },
      series: [{ type: 'bar', data: data.missedPoints.map((row) => row.missed).reverse(), itemStyle: { color: '#faad14' } }],
    };
    const statuses = [
      ['open', t('patrol.problemOpen')],
      ['repair', t('patrol.problemRepair')],
      ['closed', t('patrol.problemClosed')],
    ] as const;
    const areas: EChartOption = {
      tooltip: { trigger: 'axis' },
      legend: { data: statuses.map(([, name]) => name) },
      grid: { left: 48, right: 16, top: 36, bottom: 40 },
      xAxis: { type: 'category', data: data.problemsByArea.map((row) => row.areaName) },
      yAxis: { type: 'value', minInterval: 1 },
      series: statuses.map(([key, name]) => ({ name, type: 'bar', stack: 'problems', data: data.problemsByArea.map((row) => row[key]) })),
    };
    return { months, missed, areas };
  }, [data, t]);
  const coverage = data && data.totals.points > 0 ? (100 * data.totals.checked) / data.totals.points : 0;
  return (
    <div data-testid="patrol-state">
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        aria-label={t('patrol.period')}
      />
      {data && charts ? (
        <>
          <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
            <Col xs={12} md={4}>
              <Statistic title={t('patrol.coverage')} value={coverage} precision={1} suffix="%" data-testid="patrol-state-coverage" />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t('patrol.taskCount')} value={data.totals.tasks} data-testid="patrol-state-tasks" />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t('patrol.pointsDue')} value={data.totals.points} />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t('patrol.missed')} value={data.totals.missed} data-testid="patrol-state-missed" />
            </Col>
            <Col xs={12} md={5}>
              <Statistic title={t('patrol.openProblems')} value={data.totals.openProblems} />
            </Col>
          </Row>
          <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
            <Col xs={24} lg={24}>
              <Card size="small" title={t('patrol.byMonth')}>
                <EChart option={charts.months} testId="patrol-chart-months" />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('patrol.missedPoints')}>
                <EChart option={charts.missed} testId="patrol-chart-missed" />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('patrol.problemsByArea')}>
                <EChart option={charts.areas} testId="patrol-chart-areas" />
              </Card>
            </Col>
          </Row>
        </>
      ) : (
        state.isError && <Empty />
      )}
    </div>
  );
}
