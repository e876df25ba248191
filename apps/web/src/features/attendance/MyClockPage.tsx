import { AttendanceEndpoints, CLOCK_SOURCE_OPTIONS, type AttendanceMyClock } from '@cvap/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, List, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/label.js';
import { BackToConsoleButton } from '../../layout/BackToConsoleButton.js';
import '../../layout/phone-screen.css';
import { RequestError } from '../../request/client.js';
import { endpointKey, useEndpoint } from '../../request/endpoint.js';
import { noticeSuccess } from '../../request/notify.js';
import { attendanceApi } from './attendance-api.js';

const time = (at: string) => dayjs(at).format('HH:mm:ss');

function ClockList({ day }: { day: AttendanceMyClock }) {
  const { t } = useTranslation();
  const label = useLabel();
  if (day.clocks.length === 0) return <Empty description={t('attendance.myNoClocks')} />;
  return (
    <List
      size="small"
      dataSource={day.clocks}
      data-testid="my-clock-list"
      renderItem={(clock) => {
        const source = CLOCK_SOURCE_OPTIONS.find((option) => option.value === clock.source);
        return (
          <List.Item>
            <span>{time(clock.clockedAt)}</span>
            {source && <Tag color={source.color}>{label(source)}</Tag>}
            {clock.doorName && <span>{clock.doorName}</span>}
          </List.Item>
        );
      }}
    />
  );
}

/** 我的打卡: a staff member's today on the phone (shift, periods, clock-ins) and one button to clock in now. */
export default function MyClockPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The page shows a refusal (no staff record for this account) itself.
  const day = useEndpoint(AttendanceEndpoints.myClock, {}, { retry: false }, { customMessage: true });
  const clockIn = async () => {
    setBusy(true);
    try {
      const after = await attendanceApi.clockIn();
      client.setQueriesData<AttendanceMyClock>({ queryKey: endpointKey(AttendanceEndpoints.myClock) }, after);
      noticeSuccess(
        t(after.recorded ? 'attendance.myClocked' : 'attendance.myAlreadyClocked', { at: time(after.clocks.at(-1)!.clockedAt) }),
      );
    } catch {
      // The refusal is shown by the request client, in the user's language.
    } finally {
      setBusy(false);
    }
  };
  if (day.isLoading) return <Spin />;
  if (day.error || !day.data)
    return (
      <Alert
        type="warning"
        showIcon
        title={day.error instanceof RequestError ? day.error.message : t('attendance.myNoStaff')}
        data-testid="my-clock-refused"
      />
    );
  const data = day.data;
  const periods = data.periods.map((p) => `${p.signIn}–${p.nextDay ? t('attendance.myNextDay') : ''}${p.signOut}`).join(' / ');
  return (
    <div className="phone-screen" data-testid="my-clock">
      <div className="phone-screen__back">
        <BackToConsoleButton size="small" />
      </div>
      <Card style={{ maxWidth: 480 }} title={`${data.staffName} · ${data.staffNo}`}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('attendance.day')}>{data.day}</Descriptions.Item>
          <Descriptions.Item label={t('attendance.myShift')}>
            <span data-testid="my-clock-shift">{data.shiftName ? `${data.shiftName} ${periods}` : t('attendance.myDayOff')}</span>
          </Descriptions.Item>
        </Descriptions>
        <Button
          block
          type="primary"
          size="large"
          loading={busy}
          onClick={() => void clockIn()}
          data-testid="my-clock-in"
          style={{ margin: '16px 0', height: 56 }}
        >
          {t('attendance.myClockIn')}
        </Button>
        <ClockList day={data} />
      </Card>
    </div>
  );
}
