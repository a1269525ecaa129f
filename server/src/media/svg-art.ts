import { createRng, hashString } from '../seed/random';

/**
 * Generated placeholder media: avatars and 16:9 covers drawn from a key's hash, so the same key
 * always gives the same picture and the demo needs no image files.
 */

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

const AVATAR_COLOURS = [
  '#1677ff',
  '#13a8a8',
  '#389e0d',
  '#d46b08',
  '#c41d7f',
  '#722ed1',
  '#2f54eb',
  '#d4380d',
  '#08979c',
  '#7cb305',
  '#531dab',
  '#0958d9',
] as const;

/**
 * Drops what XML 1.0 forbids (most control characters, lone surrogate halves, U+FFFE/FFFF):
 * any of them would make the whole SVG unreadable.
 */
export function xmlSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (allowed) out += ch;
  }
  return out;
}

export function escapeXml(text: string): string {
  return xmlSafe(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The character an avatar shows for a name: its first letter, upper-cased when Latin. */
export function avatarInitial(name: string): string {
  const first = Array.from(xmlSafe(name).trim())[0];
  return first ? first.toUpperCase() : '';
}

export function avatarSvg(key: string, name?: string): string {
  const hash = hashString(key);
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  const round = ((hash >>> 8) & 3) !== 0;
  const initial = name ? avatarInitial(name) : '';
  const shape = round
    ? `<circle cx="64" cy="64" r="64" fill="${colour}"/>`
    : `<rect width="128" height="128" rx="28" fill="${colour}"/>`;
  const face = initial
    ? `<text x="64" y="66" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="60" font-weight="600" fill="#fff">${escapeXml(initial)}</text>`
    : '<circle cx="64" cy="50" r="21" fill="#fff" fill-opacity="0.92"/><path d="M26 110c0-22 17-37 38-37s38 15 38 37z" fill="#fff" fill-opacity="0.92"/>';
  const title = name ? `<title>${escapeXml(name.slice(0, 64))}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">${title}${shape}${face}</svg>`;
}

/** Splits a title into at most `maxLines` lines of `perLine` characters, with an ellipsis if cut. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const chars = Array.from(xmlSafe(title).replace(/\s+/g, ' ').trim());
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += perLine) {
    lines.push(chars.slice(i, i + perLine).join(''));
  }
  if (chars.length > perLine * maxLines && lines.length > 0) {
    const last = Array.from(lines[lines.length - 1] ?? '');
    lines[lines.length - 1] = `${last.slice(0, perLine - 1).join('')}…`;
  }
  return lines;
}

const BRAIN_OUTLINE =
  'M60 150C20 150 10 110 30 90C10 70 30 30 70 35C80 5 130 0 150 25C175 5 225 15 225 50C255 60 260 105 235 120C245 150 210 170 185 160C170 180 130 180 120 160C100 175 65 170 60 150Z';
const BRAIN_GYRI = [
  'M70 60C90 50 110 70 100 90',
  'M140 40C130 70 160 80 150 110',
  'M190 60C170 80 200 100 180 125',
  'M90 120C110 105 135 125 150 120',
  'M45 110C60 100 75 115 90 100',
  'M200 140C195 125 215 115 225 100',
];
const BRAIN_STEM = 'M160 168C158 188 166 202 178 218';

const round1 = (n: number) => Math.round(n * 10) / 10;

export function coverSvg(key: string, title?: string): string {
  const hash = hashString(key);
  const r = createRng(hash);
  const hue = hash % 360;
  const hue2 = (hue + 30 + (hash % 50)) % 360;
  const from = `hsl(${hue},62%,30%)`;
  const to = `hsl(${hue2},68%,52%)`;

  const nodes = Array.from({ length: r.int(7, 12) }, () => ({
    x: round1(r.float(30, 610)),
    y: round1(r.float(30, 330)),
    size: round1(r.float(3, 8)),
  }));
  const parts: string[] = [];
  nodes.forEach((a, i) => {
    const b = nodes[(i + 1 + r.int(0, 2)) % nodes.length];
    if (!b || b === a) return;
    const cx = round1((a.x + b.x) / 2 + r.float(-80, 80));
    const cy = round1((a.y + b.y) / 2 + r.float(-60, 60));
    parts.push(`<path d="M${a.x} ${a.y}Q${cx} ${cy} ${b.x} ${b.y}"/>`);
    // Short dendrites around each cell body.
    for (let k = r.int(2, 4); k > 0; k--) {
      const angle = r.float(0, Math.PI * 2);
      const len = r.float(14, 34);
      parts.push(
        `<path d="M${a.x} ${a.y}l${round1(Math.cos(angle) * len)} ${round1(Math.sin(angle) * len)}"/>`,
      );
    }
  });
  const cells = nodes
    .map(
      (n) =>
        `<circle cx="${n.x}" cy="${n.y}" r="${round1(n.size * 2.6)}" fill-opacity="0.14"/><circle cx="${n.x}" cy="${n.y}" r="${n.size}" fill-opacity="0.85"/>`,
    )
    .join('');

  const brainScale = round1(r.float(0.95, 1.25) * 10) / 10;
  const brainX = round1(r.float(330, 400));
  const brainY = round1(r.float(20, 60));
  const brain = `<g transform="translate(${brainX} ${brainY}) scale(${brainScale})" fill="none" stroke="#fff" stroke-opacity="0.38" stroke-width="3" stroke-linecap="round"><path d="${BRAIN_OUTLINE}" fill="#fff" fill-opacity="0.06"/>${BRAIN_GYRI.map((d) => `<path d="${d}"/>`).join('')}<path d="${BRAIN_STEM}"/></g>`;

  let caption = '';
  const lines = title ? wrapTitle(title, 16, 3) : [];
  if (lines.length > 0) {
    const lineHeight = 40;
    const top = 360 - 28 - lines.length * lineHeight;
    const texts = lines
      .map(
        (line, i) =>
          `<text x="36" y="${top + 30 + i * lineHeight}" font-family="${FONT}" font-size="30" font-weight="600" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('');
    caption = `<rect x="0" y="${top - 16}" width="640" height="${360 - top + 16}" fill="#000" fill-opacity="0.35"/>${texts}`;
  }

  const label = title ? `<title>${escapeXml(title.slice(0, 200))}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img">${label}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/>${brain}<g fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="1.6" stroke-linecap="round">${parts.join('')}</g><g fill="#fff">${cells}</g>${caption}</svg>`;
}
