import { describe, expect, it } from 'vitest';
import { isJpg, isZip, uploadLimitWarning } from './upload-limit.js';
import { realTranslate } from './test-translate.js';

describe('upload limit warning', () => {
  it('states the limit, the number selected and the total', () => {
    expect(uploadLimitWarning(realTranslate('zh_cn'), 10, 0, 12)).toBe('最多上传10个文件，本次选择了12个，共12个');
    expect(uploadLimitWarning(realTranslate('en'), 10, 4, 8)).toBe('Up to 10 files can be uploaded; 8 selected this time, 12 in total');
  });

  it('says nothing while the selection fits', () => {
    expect(uploadLimitWarning(realTranslate('zh_cn'), 10, 3, 7)).toBeNull();
  });

  it('accepts JPG pictures only for portraits and one .zip for imports', () => {
    expect(isJpg({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isJpg({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isJpg({ name: 'a.JPEG' })).toBe(true);
    // The browser's type wins over the name: a PNG named .jpg is refused.
    expect(isJpg({ name: 'a.jpg', type: 'image/png' })).toBe(false);
    expect(isZip({ name: 'people.ZIP' })).toBe(true);
    expect(isZip({ name: 'people.rar' })).toBe(false);
  });
});
