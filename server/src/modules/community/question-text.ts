import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** the characters a person counts (an emoji is one, not two UTF-16 units) */
export const charCount = (text: string) => Array.from(text).length;

/**
 * A question's description is stored as plain text: markup is dropped (scripts and styles with
 * their content), block ends become line breaks, entities are decoded once, runs of blank lines
 * fold into one. Screens print it as text, so nothing in it can become markup again.
 */
export function questionPlainText(input: string): string {
  const withBreaks = input.replace(/\r\n?/g, '\n').replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n');
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
