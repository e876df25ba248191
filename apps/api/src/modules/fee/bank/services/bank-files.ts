import { BANK_RESULT_CODES } from '@cvap/contracts';
import { AppError } from '../../../../engine/index.js';

/**
 * The files exchanged with the bank (docs/bank-collection-files.md): CSV, UTF-8 without BOM, CRLF, no quoting
 * (no field may hold a comma, a quote or a line break). Amounts are yuan with two places; dates YYYYMMDD.
 *
 *   batch file:  H,<batchNo>,<debitDate>,<count>,<total>
 *                D,<seq>,<agreementNo>,<accountNo>,<accountName>,<bankCode>,<amount>
 *   result file: H,<batchNo>,<count>,<total>
 *                D,<seq>,<agreementNo>,<amount>,<resultCode>,<message>
 */
export interface BatchFileLine {
  seq: number;
  agreementNo: string;
  accountNo: string;
  accountName: string;
  bank: number;
  amount: string;
}

export interface ResultLine {
  /** The line's number in the file (1 is the header). */
  fileLine: number;
  seq: number;
  agreementNo: string;
  amount: string;
  code: string;
  message: string;
}

export const SUCCESS_CODE = '0000';
const AMOUNT = /^\d{1,11}\.\d{2}$/;
const KNOWN_CODES = new Set<string>(BANK_RESULT_CODES.map((c) => c.value));

/** A name as a field: separators and line breaks the layout forbids become spaces. */
function field(text: string): string {
  return text.replace(/[,"\r\n]/g, ' ');
}

function lines(rows: string[][]): Buffer {
  return Buffer.from(rows.map((row) => row.join(',')).join('\r\n') + '\r\n', 'utf8');
}

export function batchFile(header: { batchNo: string; debitDate: string; total: string }, rows: readonly BatchFileLine[]): Buffer {
  return lines([
    ['H', header.batchNo, header.debitDate.replaceAll('-', ''), String(rows.length), header.total],
    ...rows.map((r) => ['D', String(r.seq), r.agreementNo, r.accountNo, field(r.accountName), String(r.bank), r.amount]),
  ]);
}

export function resultFile(header: { batchNo: string; total: string }, rows: readonly Omit<ResultLine, 'fileLine'>[]): Buffer {
  return lines([
    ['H', header.batchNo, String(rows.length), header.total],
    ...rows.map((r) => ['D', String(r.seq), r.agreementNo, r.amount, r.code, field(r.message)]),
  ]);
}

/** The file's lines as text fields (a BOM and blank trailing lines tolerated); undecodable bytes are refused. */
function fieldsOf(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw malformed(1, '不是 UTF-8 文本 / not UTF-8 text');
  }
  const all = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (all.length > 0 && all[all.length - 1]!.trim() === '') all.pop();
  return all.map((line) => line.split(','));
}

function malformed(line: number, reason: string): AppError {
  return new AppError('BANK_RESULT_MALFORMED', { params: { line, reason } });
}

/** Reads a batch file back (the simulated bank does, as a bank would). */
export function parseBatchFile(bytes: Buffer): { batchNo: string; lines: BatchFileLine[] } {
  const [header, ...rows] = fieldsOf(bytes);
  if (!header || header[0] !== 'H') throw malformed(1, 'H');
  return {
    batchNo: header[1] ?? '',
    lines: rows.map((r) => ({
      seq: Number.parseInt(r[1] ?? '', 10),
      agreementNo: r[2] ?? '',
      accountNo: r[3] ?? '',
      accountName: r[4] ?? '',
      bank: Number.parseInt(r[5] ?? '', 10),
      amount: r[6] ?? '',
    })),
  };
}

/**
 * Reads a result file, refusing the first line that does not have the layout: the header's shape, each detail's
 * field count, its line number, its amount and its result code. Matching against the batch is the caller's.
 */
export function parseResultFile(bytes: Buffer): { batchNo: string; count: string; total: string; lines: ResultLine[] } {
  const [header, ...rows] = fieldsOf(bytes);
  if (!header || header[0] !== 'H' || header.length !== 4)
    throw malformed(1, '文件头应为 H,批次号,笔数,金额 / the header must be H,batch,count,total');
  const parsed = rows.map((r, index): ResultLine => {
    const fileLine = index + 2;
    if (r[0] !== 'D' || r.length !== 6)
      throw malformed(fileLine, '明细应为 6 个字段 D,序号,协议号,金额,返回码,说明 / a detail has 6 fields');
    const [, seqText, agreementNo, amount, code, message] = r as [string, string, string, string, string, string];
    if (!/^[1-9]\d{0,8}$/.test(seqText)) throw malformed(fileLine, `序号 / line number "${seqText}"`);
    if (!AMOUNT.test(amount)) throw malformed(fileLine, `金额 / amount "${amount}"`);
    if (!KNOWN_CODES.has(code)) throw malformed(fileLine, `返回码 / result code "${code}"`);
    return { fileLine, seq: Number.parseInt(seqText, 10), agreementNo, amount, code, message };
  });
  return { batchNo: header[1]!, count: header[2]!, total: header[3]!, lines: parsed };
}

/**
 * The simulated bank's rule, deterministic (never random, never the clock), by the account's last digit:
 * 7 → 3002 account closed (every time); 4 → 3001 insufficient funds on a first debit, paid on a retry (the payer
 * topped up before the retry date); anything else is debited.
 */
export function simulatedAnswer(accountNo: string, retry: boolean): { code: string; message: string } {
  const last = accountNo.slice(-1);
  if (last === '7') return { code: '3002', message: '账户已销户' };
  if (last === '4' && !retry) return { code: '3001', message: '余额不足' };
  return { code: SUCCESS_CODE, message: '扣款成功' };
}
