import type { DeviceFailure } from '../../door-sim.js';
import { labelIn } from '../../resource/fields.js';
import type { EnumOption } from '../../resource/types.js';

/** Verification methods a model supports and a device has enabled (spec: QR code, Bluetooth, face, IC card, ID card, password). */
export const VERIFY_METHOD_OPTIONS: readonly EnumOption[] = [
  { value: 'card', zh: 'IC卡', en: 'IC card', color: 'blue' },
  { value: 'face', zh: '人脸', en: 'Face', color: 'green' },
  { value: 'qr', zh: '二维码', en: 'QR code', color: 'purple' },
  { value: 'password', zh: '密码', en: 'Password', color: 'default' },
  { value: 'idCard', zh: '身份证', en: 'ID card', color: 'cyan' },
  { value: 'bluetooth', zh: '蓝牙', en: 'Bluetooth', color: 'geekblue' },
];

/** Spec section 4: offline, online, equipment abnormity, login abnormal, unknown. */
export const DEVICE_STATE_OPTIONS: readonly EnumOption[] = [
  { value: 'online', zh: '在线', en: 'Online', color: 'green' },
  { value: 'offline', zh: '离线', en: 'Offline', color: 'default' },
  { value: 'equipmentAbnormity', zh: '设备异常', en: 'Equipment abnormity', color: 'red' },
  { value: 'loginAbnormal', zh: '登录异常', en: 'Login abnormal', color: 'orange' },
  { value: 'unknown', zh: '未知', en: 'Unknown', color: 'default' },
];

export const PLATFORM_PROTOCOL_OPTIONS: readonly EnumOption[] = [
  { value: 'http', zh: 'HTTP', en: 'HTTP' },
  { value: 'https', zh: 'HTTPS', en: 'HTTPS' },
  { value: 'mqtt', zh: 'MQTT', en: 'MQTT' },
];

/** What a scheduled restart restarts. */
export const RESTART_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '设备重启', en: 'Reboot device', color: 'blue' },
  { value: 2, zh: '应用重启', en: 'Restart application', color: 'cyan' },
];

/** When: once at reserveDatetime, or daily / weekly (weekDay) / monthly (monthDay) at its time of day. */
export const RESERVE_TYPE_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '单次', en: 'Once', color: 'default' },
  { value: 2, zh: '每天', en: 'Daily', color: 'blue' },
  { value: 3, zh: '每周', en: 'Weekly', color: 'green' },
  { value: 4, zh: '每月', en: 'Monthly', color: 'purple' },
];

export const WEEK_DAY_OPTIONS: readonly EnumOption[] = [
  { value: 1, zh: '周一', en: 'Monday' },
  { value: 2, zh: '周二', en: 'Tuesday' },
  { value: 3, zh: '周三', en: 'Wednesday' },
  { value: 4, zh: '周四', en: 'Thursday' },
  { value: 5, zh: '周五', en: 'Friday' },
  { value: 6, zh: '周六', en: 'Saturday' },
  { value: 7, zh: '周日', en: 'Sunday' },
];

/** A restart plan's last run. */
export const PROCESS_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 0, zh: '待执行', en: 'Waiting', color: 'default' },
  { value: 1, zh: '执行中', en: 'Running', color: 'processing' },
  { value: 2, zh: '成功', en: 'Succeeded', color: 'green' },
  { value: 3, zh: '失败', en: 'Failed', color: 'red' },
  { value: 4, zh: '已结束', en: 'Finished', color: 'default' },
];

/** One device's part of an upgrade push. */
export const UPGRADE_RESULT_OPTIONS: readonly EnumOption[] = [
  { value: 0, zh: '推送中', en: 'Pushing', color: 'processing' },
  { value: 1, zh: '成功', en: 'Succeeded', color: 'green' },
  { value: 2, zh: '失败', en: 'Failed', color: 'red' },
];

/** What the user is told when a device did not do what it was asked (CommandResult.failure), never the driver's words. */
export const DEVICE_FAILURE_OPTIONS: readonly (EnumOption & { value: DeviceFailure })[] = [
  { value: 'unreachable', zh: '无法连接设备平台', en: 'The device platform cannot be reached' },
  { value: 'notRegistered', zh: '设备未在设备平台登记', en: 'The device is not registered on the device platform' },
  { value: 'offline', zh: '设备离线，未在规定时间内应答', en: 'The device is offline and did not answer in time' },
  {
    value: 'loginRefused',
    zh: '设备平台拒绝登录：请检查设备的平台账号和平台密码',
    en: "The device platform refused the login: check the device's platform account and password",
  },
  { value: 'downloadFailed', zh: '设备未能下载升级包', en: 'The device could not download the package' },
  { value: 'commandFailed', zh: '设备未能执行该操作', en: 'The device could not carry it out' },
];

/** The user's words for a failed command, in their language. */
export function deviceFailureText(result: { failure: DeviceFailure }, language: Parameters<typeof labelIn>[1]): string {
  const option = DEVICE_FAILURE_OPTIONS.find((o) => o.value === result.failure) ?? DEVICE_FAILURE_OPTIONS.at(-1)!;
  return labelIn(option, language);
}
