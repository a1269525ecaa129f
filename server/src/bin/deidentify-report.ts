/**
 * The de-identification detector against its labelled corpus (issue 23):
 *
 *   pnpm --filter @portal/server deidentify-report
 *
 * Prints recall (overall and per kind), the false-alarm rate, the same for each part, and every
 * miss and false alarm, so a reader can judge them. Every part is development now: round 1's
 * held-out part (`heldOut: true`) since round 2, round 2's (`heldOut: 2`) and the sentences written
 * in round 3 (`round: 3`) since round 3, round 3's held-out set (its own file, written blind by
 * someone else) and the sentences written in round 4 (`round: 4`) since round 4, and the blind sets
 * written after round 4 and during round 5 (heldout-4, -5, -6: each measured once, then tuned on)
 * since round 5. Round 5's final blind set (heldout-7) is not tuned on: it is the estimate for new
 * text. Prints numbers; never fails on them (the jest test holds the thresholds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { findIdentifiers, IDENTIFIER_LABELS, type IdentifierKind } from '@portal/api/rules/deidentify';

interface CorpusEntry {
  text: string;
  identifiers: { kind: IdentifierKind; text: string }[];
  /** true: round 1's held-out part (development since round 2); 2: round 2's (development since round 3) */
  heldOut?: boolean | 2;
  /** 3 or 4: written as development in that round */
  round?: 3 | 4;
}

const corpusFile = path.resolve(
  __dirname,
  '../../../packages/api/src/rules/__tests__/deidentify-corpus.json',
);
const corpus = JSON.parse(fs.readFileSync(corpusFile, 'utf8')) as CorpusEntry[];
/** round 3's held-out set keeps its own file, as its author wrote it */
const heldOutThree = JSON.parse(
  fs.readFileSync(path.join(path.dirname(corpusFile), 'deidentify-heldout-3.json'), 'utf8'),
) as CorpusEntry[];
const heldOutSet = (n: number) =>
  JSON.parse(
    fs.readFileSync(path.join(path.dirname(corpusFile), `deidentify-heldout-${n}.json`), 'utf8'),
  ) as CorpusEntry[];
/** the blind sets of round 5, each measured once before it was tuned on */
const [heldOutFour, heldOutFive, heldOutSix] = [heldOutSet(4), heldOutSet(5), heldOutSet(6)];
/** written blind after round 5 and never tuned on: the honest estimate */
const heldOutSeven = heldOutSet(7);
const kinds = Object.keys(IDENTIFIER_LABELS) as IdentifierKind[];

/** a labelled identifier is found when a finding of its kind overlaps its (first) occurrence */
function scored(entries: CorpusEntry[]) {
  const perKind = new Map(kinds.map((kind) => [kind, { labelled: 0, found: 0 }]));
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  let clean = 0;
  for (const entry of entries) {
    const findings = findIdentifiers(entry.text);
    if (entry.identifiers.length === 0) {
      clean += 1;
      if (findings.length > 0)
        falseAlarms.push(`  ${entry.text}\n    → ${findings.map((f) => `${f.kind}「${f.text}」`).join(' ')}`);
      continue;
    }
    for (const label of entry.identifiers) {
      const start = entry.text.indexOf(label.text);
      const end = start + label.text.length;
      const counts = perKind.get(label.kind)!;
      counts.labelled += 1;
      if (findings.some((f) => f.kind === label.kind && f.start < end && start < f.end)) counts.found += 1;
      else
        misses.push(
          `  ${label.kind}「${label.text}」 in: ${entry.text}\n    found: ${findings.map((f) => `${f.kind}「${f.text}」`).join(' ') || '(nothing)'}`,
        );
    }
  }
  const labelled = [...perKind.values()].reduce((sum, c) => sum + c.labelled, 0);
  const found = [...perKind.values()].reduce((sum, c) => sum + c.found, 0);
  return { sentences: entries.length, perKind, labelled, found, clean, misses, falseAlarms };
}

const ratio = (part: number, whole: number) => (whole === 0 ? '—' : (part / whole).toFixed(3));

function print(title: string, entries: CorpusEntry[]): void {
  const r = scored(entries);
  console.log(
    `\n== ${title}: ${r.sentences} sentences (${r.sentences - r.clean} with identifiers, ${r.clean} without)`,
  );
  console.log(`recall ${ratio(r.found, r.labelled)} (${r.found}/${r.labelled})`);
  for (const [kind, c] of r.perKind)
    console.log(`  ${kind.padEnd(12)} ${ratio(c.found, c.labelled)} (${c.found}/${c.labelled})`);
  console.log(
    `false alarms ${ratio(r.falseAlarms.length, r.clean)} (${r.falseAlarms.length}/${r.clean} identifier-free sentences)`,
  );
  if (r.misses.length > 0) console.log(`misses:\n${r.misses.join('\n')}`);
  if (r.falseAlarms.length > 0) console.log(`false alarms:\n${r.falseAlarms.join('\n')}`);
}

print(
  'round 1',
  corpus.filter((entry) => !entry.heldOut && !entry.round),
);
print(
  "round 1's held-out part (development since round 2)",
  corpus.filter((entry) => entry.heldOut === true),
);
print(
  "round 2's held-out part (development since round 3)",
  corpus.filter((entry) => entry.heldOut === 2),
);
print(
  'written in round 3',
  corpus.filter((entry) => entry.round === 3),
);
print(
  'written in round 4',
  corpus.filter((entry) => entry.round === 4),
);
print("round 3's held-out set (development since round 4)", heldOutThree);
print("round 4's held-out set (blind when measured: 0.838 / 7.7 %; development since round 5)", heldOutFour);
print("round 5's first blind set (blind when measured: 0.854 / 2.6 %; development since)", heldOutFive);
print("round 5's second blind set (blind when measured: 0.896 / 3.7 %; development since)", heldOutSix);
print('development: everything above', [
  ...corpus,
  ...heldOutThree,
  ...heldOutFour,
  ...heldOutFive,
  ...heldOutSix,
]);
print("round 5's last blind set (never tuned on: what to expect of new text)", heldOutSeven);
