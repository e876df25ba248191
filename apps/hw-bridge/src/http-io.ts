import type { IncomingMessage, ServerResponse } from 'node:http';
import { codeMessage, Codes, type CodeName, type HwBridgeResponse, type Language } from '@cvap/contracts';

/** Sends the { status, message, data } envelope with the catalogue code's real HTTP status. */
export function sendEnvelope(res: ServerResponse, code: CodeName, language: Language, data: unknown = null): void {
  const body: HwBridgeResponse<unknown> = { status: Codes[code].status, message: codeMessage(code, language), data };
  const json = JSON.stringify(body);
  res.statusCode = Codes[code].http;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(json);
}

export class BodyTooLargeError extends Error {}
export class MalformedBodyError extends Error {}

/** Reads a request body of at most `limit` bytes; an empty body is allowed, anything else must be a JSON object. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MalformedBodyError();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new MalformedBodyError();
  return parsed as Record<string, unknown>;
}
