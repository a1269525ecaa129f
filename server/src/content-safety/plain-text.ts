import sanitizeHtml from 'sanitize-html';

/** the characters a person counts (an emoji is one, not two UTF-16 units) */
export const charCount = (text: string) => Array.from(text).length;

const TAG = /<\/?[a-zA-Z!?][^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};
const ENTITY = /&(nbsp|lt|gt|quot|#39|amp);/g;

/**
 * Invisible format characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen, bidi
 * overrides and isolates that can reorder what a reader sees). The zero-width joiner stays when it
 * joins two visible characters (it builds emoji such as 👨‍⚕️).
 */
const INVISIBLE = /[\u00ad\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;
const STRAY_JOINER = /(^|\s)\u200d+|\u200d+(?=\s|$)/g;

/** Whether anything a reader can see is left: not only spaces, line breaks or invisible marks. */
export const hasVisibleText = (text: string) => /[^\s\p{Cf}\p{Z}]/u.test(text);

function dropMarkup(input: string): string {
  let text = input;
  // entities decoded after the tags went could spell new tags: repeat until nothing changes
  for (let i = 0; i < 5; i += 1) {
    const next = text.replace(TAG, '').replace(ENTITY, (entity) => ENTITIES[entity] ?? entity);
    if (next === text) break;
    text = next;
  }
  return text.replace(TAG, '');
}

/**
 * Text a person typed, stored as plain text: markup dropped (also markup spelled with entities),
 * invisible format characters removed, line breaks unified, trimmed. What is left can be printed
 * anywhere as text and never becomes markup again.
 */
export function plainText(input: string): string {
  return dropMarkup(input.replace(/\r\n?/g, '\n')).replace(INVISIBLE, '').replace(STRAY_JOINER, '$1').trim();
}

/**
 * A longer description (a question's text) from a rich editor or a textarea: block ends become
 * line breaks, scripts and styles go with their content, runs of blank lines fold into one.
 */
export function multilinePlainText(input: string): string {
  const withBreaks = input.replace(/\r\n?/g, '\n').replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n');
  // sanitize-html removes <script>/<style> with their content; what it leaves is entity-escaped text
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return plainText(stripped)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
