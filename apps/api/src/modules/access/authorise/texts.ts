import { labelIn, type Language } from '@cvap/contracts';

export const AUTH_TEXT = {
  /** Spec section 8: "Device authorization results: {n} devices succeeded or failed". */
  result: (l: Language, ok: number, failed: number) =>
    labelIn(
      {
        zh: `设备授权结果：成功 ${ok} 台，失败 ${failed} 台`,
        en: `Device authorization results: ${ok} devices succeeded, ${failed} failed`,
      },
      l,
    ),
  title: (l: Language, subjects: string) => labelIn({ zh: `门禁授权：${subjects}`, en: `Authorize to doors: ${subjects}` }, l),
  retryTitle: (l: Language, subjects: string) => labelIn({ zh: `重新授权：${subjects}`, en: `Retry authorization: ${subjects}` }, l),
  cardTitle: (l: Language, cardNo: string) => labelIn({ zh: `门禁卡 ${cardNo} 写入设备`, en: `Write card ${cardNo} to doors` }, l),
  passTitle: (l: Language, guestName: string) =>
    labelIn({ zh: `访客 ${guestName} 的二维码通行证写入设备`, en: `Write ${guestName}'s visitor QR pass to doors` }, l),
  /** Spec section 8, for a device whose model needs an authorization file its community lacks (or has expired). */
  licenceExpired: (l: Language) =>
    labelIn({ zh: '授权已过期，请重新上传授权文件', en: 'Authorization expired, please upload the authorization file again' }, l),
  offline: (l: Language) => labelIn({ zh: '设备离线', en: 'the device is offline' }, l),
  noDevices: (l: Language) => labelIn({ zh: '所属权限范围内没有设备', en: 'no device in their access level' }, l),
  andMore: (l: Language, names: string[], total: number) =>
    total > names.length
      ? labelIn({ zh: `${names.join('、')} 等 ${total} 人`, en: `${names.join(', ')} and ${total - names.length} more` }, l)
      : names.join(labelIn({ zh: '、', en: ', ' }, l)),
};
