import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../../platform/lazy-module';

const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/** Inline colours as editors write them: #rgb, #rrggbb, rgb()/rgba(), or a colour name. */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^-?\d+(\.\d+)?(px|em|rem|%|pt)?$/];

/** Images may be linked over http(s) or embedded, but only as raster image data. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;
/** http(s), raster data, or a path on this server (an uploaded file); nothing protocol-relative. */
const IMAGE_SOURCE = [/^https?:\/\//i, DATA_IMAGE, /^\/(?![/\\])/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'div', 'span', 'blockquote', 'pre', 'code', 'hr',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'font',
    'ul', 'ol', 'li',
    'a', 'img',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'title'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size'],
    ol: ['start', 'type'],
    col: ['span', 'width'],
    td: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
  },
  // Quill (the reference editor) marks alignment, indentation and sizes with ql-* classes.
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
      'font-size': LENGTH,
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'font-family': [/^[\w\s,"'-]{1,100}$/],
      'line-height': LENGTH,
      'text-indent': LENGTH,
      'padding-left': LENGTH,
      'margin-left': LENGTH,
      width: LENGTH,
      height: LENGTH,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new page must not hand it `window.opener`.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      if (!IMAGE_SOURCE.some((re) => re.test(src))) {
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
  // An image left without a source (refused scheme, non-image data) is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Notice content is rich text shown as HTML to every user of the tenant, so it is cleaned on the server
 * whatever the editor sent: formatting, links (http/https/mailto, rel=noopener) and images (http/https
 * or raster data:image) stay; scripts, event handlers, javascript: URLs, iframes, forms, objects and
 * styles outside a small allow-list (no expression(), no url()) go.
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizer()(html, OPTIONS);
}
