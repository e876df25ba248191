import type { Language } from '@cvap/contracts';
import type { PushRefusal } from './channel.js';

/** What the campaign's messages say and how its refusals and actions read, in each language. */
export const PUSH_TEXT = {
  zh_cn: {
    refusal: { noPhone: '业主没有登记手机号', unreachable: '号码无法接通（空号或停机）', notBound: '业主未绑定微信' } satisfies Record<
      PushRefusal,
      string
    >,
    action: { pause: '暂停', resume: '继续', stop: '终止' },
    message: (address: string, amount: string) => `【物业缴费提醒】您的房屋 ${address} 目前欠费 ${amount} 元，请尽快缴纳。`,
    progress: (done: number, total: number) => `已处理 ${done}/${total} 户`,
    title: (name: string) => `催缴推送：${name}`,
    ended: { complete: '推送完成', paused: '已暂停', stopped: '已终止' },
  },
  en: {
    refusal: {
      noPhone: 'The owner has no mobile number on record',
      unreachable: 'The number cannot be reached (unassigned or suspended)',
      notBound: 'The owner has not bound WeChat',
    } satisfies Record<PushRefusal, string>,
    action: { pause: 'paused', resume: 'resumed', stop: 'stopped' },
    message: (address: string, amount: string) => `[Fee reminder] Your house ${address} owes ${amount} yuan; please pay soon.`,
    progress: (done: number, total: number) => `${done}/${total} houses handled`,
    title: (name: string) => `Reminder campaign: ${name}`,
    ended: { complete: 'Campaign complete', paused: 'Paused', stopped: 'Stopped' },
  },
} as const satisfies Record<Language, unknown>;
