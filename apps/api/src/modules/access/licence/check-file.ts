import { DoorLicenceSchema, labelIn, type DoorLicence, type Language } from '@cvap/contracts';
import { chinaToday, licenceSignatureValid } from '../../../engine/index.js';

const REASONS = {
  notJson: { zh: '不是有效的授权文件（内容不是 JSON）', en: 'is not an authorization file (its content is not JSON)' },
  shape: { zh: '不是有效的授权文件（缺少字段或格式不正确）', en: 'is not an authorization file (fields missing or malformed)' },
  signature: {
    zh: '签名校验失败，文件不是门禁平台签发的或已被修改',
    en: 'fails its signature check: it was not issued by the access-control platform, or was edited',
  },
  community: { zh: '签发给了其他社区，不能用于当前社区', en: 'was issued to another community and cannot be used for this one' },
  dates: { zh: '有效期不正确（开始日期晚于结束日期）', en: 'has an invalid validity (it starts after it ends)' },
  expired: { zh: '已过期（有效期至 {until}）', en: 'has expired (valid until {until})' },
} as const;

export type LicenceProblem = keyof typeof REASONS;

export function licenceProblemText(problem: LicenceProblem, language: Language, until = ''): string {
  const text = labelIn(REASONS[problem], language);
  return text.replace('{until}', until);
}

/** A real calendar day (2026-02-30 is not). */
function isDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * Checks an uploaded authorization file's text: JSON of the licence's shape, signed by the platform, issued to
 * the community it is uploaded for (when that is fixed), and not expired on `now`'s day (China time). Returns the licence, or
 * the first problem found.
 */
export function checkLicenceFile(
  content: string,
  secret: string,
  residentialId: number | null,
  now: Date,
): { ok: true; licence: DoorLicence } | { ok: false; problem: LicenceProblem; until?: string } {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const parsed = DoorLicenceSchema.safeParse(json);
  if (!parsed.success || !isDay(parsed.data.validFrom) || !isDay(parsed.data.validUntil)) return { ok: false, problem: 'shape' };
  const licence = parsed.data;
  if (!licenceSignatureValid(licence, secret)) return { ok: false, problem: 'signature' };
  if (residentialId !== null && licence.residentialId !== residentialId) return { ok: false, problem: 'community' };
  if (licence.validFrom > licence.validUntil) return { ok: false, problem: 'dates' };
  if (licence.validUntil < chinaToday(now)) return { ok: false, problem: 'expired', until: licence.validUntil };
  return { ok: true, licence };
}
