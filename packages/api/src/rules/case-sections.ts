/**
 * The sections a neurosurgical case is written in (issue 23), each optional: the case editor
 * offers them as second-level headings, a new case starts with all of them, and a section left
 * empty is dropped when the case is published (by the server; the editor drops it too, so the
 * author sees what the reader will). Schema-free: the server and the editor share it.
 */
export const CASE_SECTIONS = [
  { name: '主诉', hint: '主要症状及持续时间' },
  { name: '现病史', hint: '起病、经过、外院诊治' },
  { name: '既往史', hint: '既往疾病、手术、用药、过敏史' },
  { name: '查体', hint: '神经系统查体、GCS 评分等' },
  { name: '影像学检查', hint: 'CT、MRI、DSA 等所见（图片请先打码患者信息）' },
  { name: '诊断', hint: '术前诊断与鉴别诊断' },
  { name: '治疗 / 手术', hint: '手术入路、术中所见、要点' },
  { name: '病理', hint: '病理诊断、分子病理' },
  { name: '随访', hint: '术后恢复与随访结果' },
  { name: '讨论', hint: '经验体会、文献复习' },
] as const;

export type CaseSectionName = (typeof CASE_SECTIONS)[number]['name'];

export const CASE_SECTION_NAMES: readonly string[] = CASE_SECTIONS.map((s) => s.name);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** the HTML of one section's heading with an empty paragraph to write in */
export const caseSectionHtml = (name: string) => `<h2>${escapeHtml(name)}</h2><p></p>`;

/** a new case: every section's heading, in order, each with an empty paragraph */
export const caseTemplateHtml = () => CASE_SECTIONS.map((s) => caseSectionHtml(s.name)).join('');

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, '')).trim();

/** what counts as content in a section besides text: a picture, a video, a rule, a table */
const MEDIA = /<(img|figure|video|iframe|hr|table)\b/i;

/**
 * Drops the case sections with nothing in them: a heading that names one of CASE_SECTIONS followed,
 * up to the next second-level heading, by no text and no picture. Other headings and everything
 * else are left as they are. Works on the editor's and the sanitizer's HTML (tags in lower case).
 */
export function dropEmptySections(html: string): string {
  const parts = html.split(/(?=<h2[\s>])/i);
  return parts
    .filter((part) => {
      const heading = /^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part);
      if (!heading) return true;
      if (!CASE_SECTION_NAMES.includes(textOf(heading[1] ?? ''))) return true;
      const rest = part.slice(heading[0].length);
      return textOf(rest) !== '' || MEDIA.test(rest);
    })
    .join('');
}

/** the case sections a body has, in the body's order (the editor's section bar marks them) */
export function sectionsIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/gi)) {
    const name = textOf(match[1] ?? '');
    if (CASE_SECTION_NAMES.includes(name)) found.push(name);
  }
  return found;
}
