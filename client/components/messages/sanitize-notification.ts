import DOMPurify from 'dompurify';

// spec §9: notifications may hold HTML. Only simple text markup and links survive; no style
// attribute either (the CSP would refuse it, ADR 007), no script, no form, no frame.
const allowedTags = ['a', 'b', 'strong', 'i', 'em', 'br', 'p', 'span', 'ul', 'ol', 'li'];
const allowedAttributes = ['href', 'title'];

/** The notification's markup, safe to put in the page (DOMPurify, loaded with the first one). */
export function sanitizeNotification(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
  });
}
