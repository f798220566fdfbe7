import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the robot's answers and the announcements keep it: a small set of formatting tags, links
 * that open safely, images from http(s) only. Anything else (scripts, handlers, styles) is dropped, so the
 * visitor page and the workbench can render the stored HTML as it is.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'img', 'span', 'div'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The text a user would read, for "is it empty" checks and exports. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
