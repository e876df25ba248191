import type { CodeDecl } from '../../code-decl.js';

/** The device module's response codes (merged into the one catalogue, contracts `Codes`). */
export const DEVICE_CODES = {
  DEVICE_COMMAND_FAILED: {
    status: 50350,
    http: 502,
    zh: '设备未能执行：{reason}',
    en: 'The device did not do it: {reason}',
  },
  DEVICE_REMOTE_DISABLED: { status: 40050, http: 422, zh: '该设备未允许远程开门', en: 'Remote opening is not enabled on this device' },
  GATEWAY_TOKEN_INVALID: {
    status: 40150,
    http: 401,
    zh: '设备网关凭据缺失或不正确',
    en: 'The device gateway token is missing or wrong',
  },
} as const satisfies Record<string, CodeDecl>;
