import {
  describeFindings,
  findIdentifiers,
  WRITTEN_PLACES,
  type WrittenPlace,
} from '@portal/api/rules/deidentify';
import { badRequest } from '../lib/app-error';

/**
 * The server's half of de-identification (issue 23): every call that publishes what a user wrote
 * (questions, answers, comments of every kind, barrage, topic names) hands its texts here, cleaned
 * as they will be stored, before anything is written. A text with an unmasked patient identifier
 * is refused with a 400 naming the place, the kind and a hidden preview (问题描述第2段含有未遮盖的
 * 手机号“138…”，请遮盖后再发布); the browser's warning is a courtesy, this is the rule.
 * Text already stored is not rechecked: the check runs when text is written or edited.
 */
export function refuseIdentifiers(fields: Partial<Record<WrittenPlace, string>>): void {
  for (const [place, text] of Object.entries(fields) as [WrittenPlace, string | undefined][]) {
    if (!text) continue;
    const message = describeFindings(findIdentifiers(text), text, WRITTEN_PLACES[place]);
    if (message !== null) throw badRequest(message);
  }
}

/**
 * `refuseIdentifiers` for a body written in sections (a case's 主诉, 现病史 …, each a line of its
 * own in `text`): the refusal names the section and the paragraph within it, as the editor's panel
 * does (正文·现病史第2段含有未遮盖的身份证号…). Text before the first section is the place alone.
 */
export function refuseIdentifiersInSections(
  place: WrittenPlace,
  text: string,
  sectionNames: readonly string[],
): void {
  const parts: { name: string | null; lines: string[] }[] = [{ name: null, lines: [] }];
  for (const line of text.split('\n')) {
    if (sectionNames.includes(line.trim())) parts.push({ name: line.trim(), lines: [] });
    else parts.at(-1)!.lines.push(line);
  }
  for (const part of parts) {
    const body = part.lines.join('\n');
    const where = part.name === null ? WRITTEN_PLACES[place] : `${WRITTEN_PLACES[place]}·${part.name}`;
    const message = describeFindings(findIdentifiers(body), body, where);
    if (message !== null) throw badRequest(message);
  }
}
