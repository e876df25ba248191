/**
 * Texts of the device screens (features/device), in both languages; the module's manifest mounts them under `device`.
 * The English object must have exactly the Chinese keys (TranslationShape).
 */
export const deviceZh = {
  qrCode: '二维码',
  qrTitle: '设备二维码：{{name}}',
  openDoor: '开门',
  openDoorConfirm: '确认立即打开「{{name}}」的门？',
  doorOpened: '已开门',
  push: '推送升级',
  pushTitle: '推送升级包：{{name}}',
  pushDevices: '推送到设备',
  pushDevicesRequired: '请至少选择一台设备',
  pushStarted: '已开始推送，进度见任务列表',
  pushTaskTitle: '推送升级：{{name}}',
  results: '推送结果',
  resultPushing: '推送中',
  resultOk: '成功',
  resultFailed: '失败',
  device: '设备',
  reason: '原因',
  finishedAt: '完成时间',
  capture: '抓拍',
};

export const deviceEn: { [K in keyof typeof deviceZh]: string } = {
  qrCode: 'QR code',
  qrTitle: 'Device QR code: {{name}}',
  openDoor: 'Open door',
  openDoorConfirm: 'Open the door of "{{name}}" now?',
  doorOpened: 'Door opened',
  push: 'Push upgrade',
  pushTitle: 'Push upgrade package: {{name}}',
  pushDevices: 'Push to devices',
  pushDevicesRequired: 'Choose at least one device',
  pushStarted: 'Push started; follow it in the task list',
  pushTaskTitle: 'Push upgrade: {{name}}',
  results: 'Push results',
  resultPushing: 'Pushing',
  resultOk: 'Succeeded',
  resultFailed: 'Failed',
  device: 'Device',
  reason: 'Reason',
  finishedAt: 'Finished at',
  capture: 'Capture',
};
