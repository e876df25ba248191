import { DOWNLOAD_PATH } from '../../resource/stored-files.js';

const PICTURE_PREFIX = `${DOWNLOAD_PATH}?filePath=`;

/** The stored path of a picture's download URL in a notice body, or null for any other source. */
export function picturePath(src: string | null): string | null {
  if (!src?.startsWith(PICTURE_PREFIX)) return null;
  try {
    return decodeURIComponent(src.slice(PICTURE_PREFIX.length));
  } catch {
    return null;
  }
}

/**
 * A body (as the server stored it: sanitised) made ready to show: parsed inert in a template (nothing runs or
 * loads there), once more without scripts, embedded documents, event handlers or script URLs (the server already
 * removed them; this keeps the page safe whatever a row holds), and each uploaded picture's source moved to
 * `data-file-path`, so no request goes out without the token: the page sets object URLs read with it.
 */
export function prepareBody(html: string, doc: Document = document): { html: string; pictures: string[] } {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const pictures: string[] = [];
  template.content
    .querySelectorAll('script, style, svg, math, iframe, object, embed, template, link, meta, base, form')
    .forEach((el) => el.remove());
  template.content.querySelectorAll('*').forEach((el) => {
    for (const attribute of [...el.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (
        name.startsWith('on') ||
        (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(name) && /^(?:javascript|vbscript|data):/.test(value))
      )
        el.removeAttribute(attribute.name);
    }
    if (el.tagName === 'IMG') {
      const path = picturePath(el.getAttribute('src'));
      el.removeAttribute('src');
      if (path) {
        el.setAttribute('data-file-path', path);
        pictures.push(path);
      }
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return { html: template.innerHTML, pictures };
}

/** An editor's HTML as it is sent: pictures shown from object URLs get their download URL back. */
export function serializeEditorHtml(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('img[data-file-path]').forEach((img) => {
    img.setAttribute('src', `${PICTURE_PREFIX}${encodeURIComponent(img.getAttribute('data-file-path')!)}`);
    img.removeAttribute('data-file-path');
  });
  return copy.innerHTML;
}
