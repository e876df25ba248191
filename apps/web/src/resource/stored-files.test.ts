import { describe, expect, it } from 'vitest';
import { downloadUrl, readStoredPicture, storedUploadFiles, type BlobResponse } from './stored-files.js';

const PATH = 'door/2026/11/portrait a.jpg';
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]);

/** A getter standing in for the API client: records the URLs it is asked for and answers `response`. */
function getter(response: BlobResponse) {
  const asked: string[] = [];
  const get = (url: string) => {
    asked.push(url);
    return Promise.resolve(response);
  };
  return { asked, get };
}

describe('stored pictures read with the token', () => {
  it('read the picture from the download path through the given client, as an image blob', async () => {
    const { asked, get } = getter({ status: 200, contentType: 'image/jpeg', data: jpeg });
    const blob = await readStoredPicture(get, PATH);
    expect(asked).toEqual([`/api/door/public/download?filePath=${encodeURIComponent(PATH)}`]);
    expect(asked[0]).toBe(downloadUrl(PATH));
    expect(blob?.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('keep the picture type the server names (a PNG stays a PNG)', async () => {
    const { get } = getter({ status: 200, contentType: 'image/png', data: jpeg });
    expect((await readStoredPicture(get, 'a.png'))?.type).toBe('image/png');
  });

  it('give nothing for an error envelope or an HTTP error instead of a broken picture', async () => {
    const envelope = new Blob([JSON.stringify({ status: 7101, message: 'token expired' })], { type: 'application/json' });
    expect(
      await readStoredPicture(getter({ status: 200, contentType: 'application/json;charset=utf-8', data: envelope }).get, PATH),
    ).toBeNull();
    expect(await readStoredPicture(getter({ status: 404, contentType: 'image/jpeg', data: jpeg }).get, PATH)).toBeNull();
  });
});

describe('the upload widget list of stored paths', () => {
  it('shows a picture from its object URL once read, never from the bare download URL', () => {
    const urls = new Map([['a/one.jpg', 'blob:http://console/1']]);
    const files = storedUploadFiles(['a/one.jpg', 'a/two.jpg'], urls);
    expect(files).toEqual([
      { uid: 'a/one.jpg', name: 'one.jpg', status: 'done', url: 'blob:http://console/1', thumbUrl: 'blob:http://console/1' },
      { uid: 'a/two.jpg', name: 'two.jpg', status: 'done' },
    ]);
    expect(files.some((file) => String(file.url ?? '').includes('/api/door/public/download'))).toBe(false);
  });

  it('lists other files by name without a link (they download through the API client)', () => {
    expect(storedUploadFiles(['imports/2026/list.xlsx'], null)).toEqual([
      { uid: 'imports/2026/list.xlsx', name: 'list.xlsx', status: 'done' },
    ]);
  });
});
