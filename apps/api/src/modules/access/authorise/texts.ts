import type { Language } from '@cvap/contracts';

export const AUTH_TEXT = {
  /** Spec section 8: "Device authorization results: {n} devices succeeded or failed". */
  result: (l: Language, ok: number, failed: number) =>
    l === 'en'
      ? `Device authorization results: ${ok} devices succeeded, ${failed} failed`
      : `设备授权结果：成功 ${ok} 台，失败 ${failed} 台`,
  title: (l: Language, subjects: string) => (l === 'en' ? `Authorize to doors: ${subjects}` : `门禁授权：${subjects}`),
  retryTitle: (l: Language, subjects: string) => (l === 'en' ? `Retry authorization: ${subjects}` : `重新授权：${subjects}`),
  cardTitle: (l: Language, cardNo: string) => (l === 'en' ? `Write card ${cardNo} to doors` : `门禁卡 ${cardNo} 写入设备`),
  passTitle: (l: Language, guestName: string) =>
    l === 'en' ? `Write ${guestName}'s visitor QR pass to doors` : `访客 ${guestName} 的二维码通行证写入设备`,
  /** Spec section 8, for a device whose model needs an authorization file its community lacks (or has expired). */
  licenceExpired: (l: Language) =>
    l === 'en' ? 'Authorization expired, please upload the authorization file again' : '授权已过期，请重新上传授权文件',
  offline: (l: Language) => (l === 'en' ? 'the device is offline' : '设备离线'),
  noDevices: (l: Language) => (l === 'en' ? 'no device in their access level' : '所属权限范围内没有设备'),
  andMore: (l: Language, names: string[], total: number) =>
    total > names.length
      ? l === 'en'
        ? `${names.join(', ')} and ${total - names.length} more`
        : `${names.join('、')} 等 ${total} 人`
      : names.join(l === 'en' ? ', ' : '、'),
};
