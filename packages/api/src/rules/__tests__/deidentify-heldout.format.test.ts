import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The held-out sets are written blind to the detector, so this test checks only the file's own shape
// and never imports the detector (or its kind type): a mistake here must not be fixed by looking there.
const KINDS = ['patientName', 'caseNumber', 'idCard', 'mobile', 'landline', 'birthDate', 'address'] as const;
type IdentifierKind = (typeof KINDS)[number];

interface HeldOutIdentifier {
  kind: IdentifierKind;
  text: string;
}

interface HeldOutEntry {
  text: string;
  identifiers: HeldOutIdentifier[];
}

const isKind = (value: unknown): value is IdentifierKind => KINDS.some((kind) => kind === value);

const isIdentifier = (value: unknown): value is HeldOutIdentifier =>
  typeof value === 'object' &&
  value !== null &&
  isKind((value as { kind?: unknown }).kind) &&
  typeof (value as { text?: unknown }).text === 'string';

const isEntry = (value: unknown): value is HeldOutEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string' &&
  Array.isArray((value as { identifiers?: unknown }).identifiers) &&
  (value as { identifiers: unknown[] }).identifiers.every(isIdentifier);

// GB 11643: the 18th character is fixed by the first 17 digits, so a wrong one means a typo in the set.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
const idCardCheckPasses = (id: string): boolean => {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CHECK[sum % 11] === id[17];
};

// each blind set with the size its writer was asked for
describe.each([
  ['deidentify-heldout-3.json', 220],
  ['deidentify-heldout-4.json', 260],
  ['deidentify-heldout-5.json', 300],
  ['deidentify-heldout-6.json', 320],
  ['deidentify-heldout-7.json', 320],
])('%s', (file, minimum) => {
  const raw: unknown = JSON.parse(readFileSync(join(__dirname, file), 'utf8'));
  const entries: unknown[] = Array.isArray(raw) ? raw : [];

  it('is an array of at least its minimum of well-formed entries', () => {
    expect(Array.isArray(raw)).toBe(true);
    expect(entries.length).toBeGreaterThanOrEqual(minimum);
    expect(entries.filter((entry) => !isEntry(entry))).toEqual([]);
  });

  it('labels only exact, non-empty substrings of their text', () => {
    const misplaced = entries
      .filter(isEntry)
      .flatMap((entry) =>
        entry.identifiers
          .filter((identifier) => identifier.text.trim() === '' || !entry.text.includes(identifier.text))
          .map((identifier) => ({ text: entry.text, label: identifier.text })),
      );
    expect(misplaced).toEqual([]);
  });

  it('has between 35 % and 65 % of entries carrying identifiers', () => {
    const carrying = entries.filter(isEntry).filter((entry) => entry.identifiers.length > 0).length;
    const share = carrying / entries.length;
    expect(share).toBeGreaterThanOrEqual(0.35);
    expect(share).toBeLessThanOrEqual(0.65);
  });

  // each set was written to cover every kind, so a kind with no label means entries were lost
  it('labels every kind at least once', () => {
    const labelled = new Set(
      entries
        .filter(isEntry)
        .flatMap((entry) => entry.identifiers)
        .map((identifier) => identifier.kind),
    );
    expect(KINDS.filter((kind) => !labelled.has(kind))).toEqual([]);
  });

  it('gives every idCard label a correct check character', () => {
    const idCards = entries
      .filter(isEntry)
      .flatMap((entry) => entry.identifiers)
      .filter((identifier) => identifier.kind === 'idCard')
      .map((identifier) => identifier.text);
    expect(idCards.length).toBeGreaterThan(0);
    // an ID number may be written 6-8-4 with spaces (the detector reads it so too)
    expect(idCards.filter((id) => !idCardCheckPasses(id.replace(/\s/g, '')))).toEqual([]);
  });

  it('computes the check character the way GB 11643 does', () => {
    expect(idCardCheckPasses('11010519491231002X')).toBe(true);
    expect(idCardCheckPasses('110105194912310021')).toBe(false);
  });

  it('has no duplicate texts', () => {
    const texts = entries.filter(isEntry).map((entry) => entry.text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });
});
