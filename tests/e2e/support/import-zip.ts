import { apiModule } from './resource-page.js';

interface Yazl {
  ZipFile: new () => { addBuffer(buffer: Buffer, name: string): void; end(): void; outputStream: NodeJS.ReadableStream };
}

/** A zip holding one file `name` with `content`, made with yazl (from the API package), as an import upload. */
export async function zipOf(name: string, content: Buffer): Promise<Buffer> {
  const { ZipFile } = apiModule<Yazl>('yazl');
  const zip = new ZipFile();
  zip.addBuffer(content, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
