/**
 * A strict reader of the XML the sitemap writes (a declaration, elements, attributes, text):
 * throws on anything not well-formed (an unescaped `&` or `<`, an unknown entity, a tag closed
 * out of order, text outside the root). The server has no XML parser to lean on, and a lenient
 * HTML parser would accept exactly the mistakes this must catch.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  if (/[<]/.test(raw)) throw new Error(`raw < in text: ${raw}`);
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';') || !(name in ENTITIES)) throw new Error(`bad entity: ${whole}`);
    return ENTITIES[name] as string;
  });
}

export function parseXml(xml: string): XmlElement {
  let rest = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  if (rest === xml) throw new Error('no XML declaration');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const open = new RegExp(`^<(${NAME})((?:\\s+${NAME}="[^"<]*")*)\\s*(/?)>`);
  const close = new RegExp(`^</(${NAME})\\s*>`);
  while (rest.length > 0) {
    const top = stack[stack.length - 1];
    if (!top) {
      rest = rest.replace(/^\s+/, '');
      if (rest.length === 0) break;
      if (root) throw new Error(`content after the root: ${rest.slice(0, 40)}`);
    }
    const opened = open.exec(rest);
    if (opened) {
      const attributes: Record<string, string> = {};
      for (const [, name, value] of (opened[2] ?? '').matchAll(new RegExp(`(${NAME})="([^"]*)"`, 'g')))
        attributes[name as string] = decode(value as string);
      const element: XmlElement = { name: opened[1] as string, attributes, children: [], text: '' };
      if (top) top.children.push(element);
      else root = element;
      if (!opened[3]) stack.push(element);
      rest = rest.slice(opened[0].length);
      continue;
    }
    const closed = close.exec(rest);
    if (closed) {
      if (!top || top.name !== closed[1]) throw new Error(`</${closed[1]}> closes ${top?.name ?? 'nothing'}`);
      stack.pop();
      rest = rest.slice(closed[0].length);
      continue;
    }
    if (!top) throw new Error(`text outside the root: ${rest.slice(0, 40)}`);
    const end = rest.indexOf('<');
    if (end === 0) throw new Error(`not a tag: ${rest.slice(0, 40)}`);
    const raw = end === -1 ? rest : rest.slice(0, end);
    top.text += decode(raw);
    rest = rest.slice(raw.length);
  }
  if (stack.length > 0 || !root) throw new Error(`unclosed: ${stack.map((e) => e.name).join(' > ')}`);
  return root;
}

/** the text of each child `name` of the element's children (`<url><loc>…</loc></url>`) */
export const childTexts = (element: XmlElement, name: string): string[] =>
  element.children.map((c) => c.children.find((cc) => cc.name === name)?.text ?? '');
