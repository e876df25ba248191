import sanitizeHtml from 'sanitize-html';

/**
 * Where a notice's pictures live: the download URL of a file uploaded through /api/fdfs (the console reads it
 * with the token and shows it from a blob). No other picture source is kept: a remote address would let a notice
 * track its readers, and `data:`/`javascript:` sources are refused by the same rule.
 */
export const NOTICE_IMAGE_SRC =
  /^\/api\/door\/public\/download\?filePath=upload%2F[0-9]{6}%2F[0-9a-f-]{36}\.(?:jpg|jpeg|png|gif|bmp|webp)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'hr',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { '*': ['style'], a: ['href', 'title'], img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedStyles: { '*': { 'text-align': [/^(?:left|right|center|justify)$/] } },
  // Links only to web and mail addresses (never javascript:, data:, vbscript:); relative links are the console's own.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Elements whose content is not text to keep: scripts, styles, and whole SVG/MathML/embedded documents.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'title'],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !NOTICE_IMAGE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
};
// The link attributes the transform adds are allowed on top of what a client may send.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'target', 'rel'] };

/**
 * A notice body as it is stored and shown: only the formatting an editor produces (paragraphs, headings, lists,
 * emphasis, links, tables, uploaded pictures). Scripts, event handlers (`onerror`, `onclick`…), `javascript:`
 * and other foreign URLs, styles beyond text alignment, SVG and embedded documents are removed; the text around
 * them is kept.
 */
export function sanitizeNoticeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether a sanitised body shows anything: text or a picture. */
export function bodyHasContent(sanitized: string): boolean {
  if (/<img\s/i.test(sanitized)) return true;
  return sanitizeHtml(sanitized, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
