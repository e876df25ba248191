import type { Task } from '@cvap/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './app.js';
import { multipartBody } from './multipart.js';

/** An .xlsx file with one sheet holding `rows` (the first row is usually the headers). */
export async function workbook(rows: unknown[][], sheetName = 'data'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet of an .xlsx file, row by row (cell values from column A on). */
export async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Uploads a zip as an import file (bizType 3) with `token`, acting for `companyId` when given; its stored path. */
export async function uploadZip(
  app: FastifyInstance,
  token: string,
  zip: Buffer,
  options: { name?: string; companyId?: string } = {},
): Promise<string> {
  const { payload, headers } = multipartBody({ bizType: '3' }, [{ name: options.name ?? 'import.zip', content: zip }]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/fdfs/file/uploadFiles',
    payload,
    headers: { ...headers, authorization: token, ...(options.companyId ? { companyid: options.companyId } : {}) },
  });
  expect(response.json().status).toBe(200);
  return response.json().data[0];
}

/** A stored file's bytes through the public download route, with `token`. */
export async function download(app: FastifyInstance, token: string, filePath: string): Promise<Buffer> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/door/public/download?filePath=${encodeURIComponent(filePath)}`,
    headers: { authorization: token },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** The task once it no longer runs (status 205), polled every 100 ms for up to 30 s. */
export async function finishedTask(app: FastifyInstance, token: string, taskId: string): Promise<Task> {
  for (let i = 0; i < 300; i++) {
    const task = (await call<Task>(app, 'GET', `/api/admin/task/${taskId}`, { token })).data;
    if (task.status !== 205) return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} did not finish`);
}

/** The rejected rows' reasons by row number, from the error workbook a finished import task links as `label`. */
export async function rejectedReasons(app: FastifyInstance, token: string, task: Task, label: string): Promise<Record<number, string>> {
  const path = task.result!.find((line) => line.label === label)!.value;
  const rows = await readSheet(await download(app, token, path));
  return Object.fromEntries(rows.slice(1).map((row) => [Number(row[0]), String(row.at(-1))]));
}
