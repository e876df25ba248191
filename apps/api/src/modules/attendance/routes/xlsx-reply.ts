import { labelIn, type Language } from '@cvap/contracts';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition, FILE_KINDS } from '../../../engine/index.js';

/** Sends a report's .xlsx as a download named `<name in the reader's language>-<period>.xlsx`, never cached. */
export function sendXlsx(reply: FastifyReply, name: { zh: string; en: string }, period: string, language: Language, bytes: Buffer) {
  return reply
    .header('content-type', FILE_KINDS.xlsx!.mime)
    .header('content-disposition', attachmentDisposition(`${labelIn(name, language)}-${period}.xlsx`))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
