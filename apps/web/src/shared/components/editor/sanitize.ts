import DOMPurify from 'dompurify';

/** Rich text is stored and shown as HTML; every value passes DOMPurify on the way in and out. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
