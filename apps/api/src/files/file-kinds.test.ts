import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';
import { contentProblem, extensionOf, parseExtensions } from './file-kinds.js';
import { resolveStoredPath } from './storage.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('content must agree with the extension', () => {
  it('accepts real images and documents', () => {
    expect(contentProblem('jpg', JPEG)).toBeNull();
    expect(contentProblem('png', PNG)).toBeNull();
    expect(contentProblem('pdf', Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(contentProblem('xlsx', Buffer.from('PK\x03\x04rest', 'latin1'))).toBeNull();
    expect(contentProblem('csv', Buffer.from('name,phone\n张三,13800000000\n'))).toBeNull();
  });

  it('refuses HTML or SVG renamed to .jpg, and a PNG named .jpg', () => {
    expect(contentProblem('jpg', Buffer.from('<html><script>alert(1)</script></html>'))).toBe('contentMismatch');
    expect(contentProblem('jpg', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('contentMismatch');
    expect(contentProblem('jpg', PNG)).toBe('contentMismatch');
  });

  it('never accepts SVG, HTML or script extensions, and no markup as text', () => {
    for (const extension of ['svg', 'svgz', 'html', 'htm', 'xhtml', 'xml', 'js', 'exe', ''])
      expect(contentProblem(extension, JPEG)).toBe('unsupportedExtension');
    expect(contentProblem('txt', Buffer.from('  <!DOCTYPE html><p>x</p>'))).toBe('contentMismatch');
    expect(contentProblem('csv', Buffer.from('<svg onload=alert(1)>'))).toBe('contentMismatch');
  });

  it('reads extensions from names and lists', () => {
    expect(extensionOf('照片.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('C:\\fakepath\\a.png')).toBe('png');
    expect(parseExtensions('.jpg, PNG;gif|  bmp')).toEqual(['jpg', 'png', 'gif', 'bmp']);
  });
});

describe('attachment Content-Disposition', () => {
  it('keeps the real name in filename* and an ASCII fallback', () => {
    expect(attachmentDisposition('导入结果.xlsx')).toBe(
      `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('导入结果.xlsx')}`,
    );
  });

  it('cannot be broken out of by quotes, CR/LF or path separators', () => {
    const header = attachmentDisposition('a"\r\nSet-Cookie: x=1/../b\\c.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a___Set-Cookie_ x=1_.._b_c.txt"; filename*=UTF-8''a___Set-Cookie_%20x%3D1_.._b_c.txt`);
  });
});

describe('stored paths', () => {
  const root = '/data/uploads';
  it('resolves only the shapes the server issues, inside the uploads root', () => {
    expect(resolveStoredPath(root, 'upload/202611/0b7c3c3e-1d2f-4b8a-9e77-1f6f0e0f9a10.jpg')).toBe(
      '/data/uploads/upload/202611/0b7c3c3e-1d2f-4b8a-9e77-1f6f0e0f9a10.jpg',
    );
    expect(resolveStoredPath(root, 'templates/fileType.xlsx')).toBe('/data/uploads/templates/fileType.xlsx');
    for (const bad of [
      '../jwt-secret',
      'upload/../../jwt-secret',
      '/etc/passwd',
      'upload\\..\\x',
      'upload/%2e%2e/x',
      'upload/a\0.jpg',
      '',
      'upload//x.jpg',
      'Upload/x.jpg',
    ]) {
      expect(resolveStoredPath(root, bad)).toBeNull();
    }
  });
});
