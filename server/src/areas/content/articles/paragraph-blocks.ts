import { PARAGRAPH_LIMITS, type ParagraphBlock } from '@portal/api/contract/article';
import { isHttpUrl, isSitePath } from '@portal/api/links';
import { plainText } from '../../../content-safety/plain-text';
import { badRequest } from '../../../lib/app-error';

/** http(s) URLs and site paths ("/media/..."), nothing else: no javascript:, data:, "//host" or spaces */
export function isSafeResourceUrl(url: string): boolean {
  return !/\s/.test(url) && (isSitePath(url) || isHttpUrl(url));
}

/**
 * One block checked and normalised, or the reason it is not acceptable. Text is plain (markup
 * dropped, line breaks kept); `img` and `video` need a safe `resource`; a video's `image` (poster)
 * and an image's `text` (caption) are optional.
 */
export function checkBlock(block: ParagraphBlock): ParagraphBlock | string {
  const text = block.text === undefined ? '' : plainText(block.text);
  switch (block.type) {
    case 'title':
    case 'txt':
      return text ? { type: block.type, text } : '段落内容不能为空';
    case 'img':
    case 'video': {
      const resource = block.resource?.trim() ?? '';
      if (!resource || !isSafeResourceUrl(resource))
        return block.type === 'img' ? '图片地址不正确' : '视频地址不正确';
      const image = block.image?.trim();
      if (image && !isSafeResourceUrl(image)) return '视频封面地址不正确';
      return {
        type: block.type,
        resource,
        ...(text ? { text } : {}),
        ...(block.type === 'video' && image ? { image } : {}),
      };
    }
    default:
      return '段落类型不正确';
  }
}

/** Blocks about to be stored: every block must pass, or the write is refused with the first reason. */
export function checkBlocksForWrite(blocks: readonly ParagraphBlock[]): ParagraphBlock[] {
  if (blocks.length === 0) throw badRequest('正文不能为空');
  if (blocks.length > PARAGRAPH_LIMITS.maxBlocks) throw badRequest('正文段落过多');
  return blocks.map((b) => {
    const checked = checkBlock(b);
    if (typeof checked === 'string') throw badRequest(checked);
    return checked;
  });
}

const BLOCK_TYPES = new Set(['txt', 'title', 'img', 'video']);
const optionalString = (v: unknown) => v === undefined || typeof v === 'string';

/**
 * Stored blocks as served: anything that does not parse or check (written before a rule change,
 * or by hand) is left out rather than reaching a browser. null when there are no usable blocks,
 * so the HTML body is served instead.
 */
export function readStoredBlocks(json: string | null): ParagraphBlock[] | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const blocks: ParagraphBlock[] = [];
  for (const raw of value.slice(0, PARAGRAPH_LIMITS.maxBlocks)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { type, text, resource, image } = raw as Record<string, unknown>;
    if (typeof type !== 'string' || !BLOCK_TYPES.has(type)) continue;
    if (!optionalString(text) || !optionalString(resource) || !optionalString(image)) continue;
    const checked = checkBlock({
      type: type as ParagraphBlock['type'],
      ...(text !== undefined ? { text: text as string } : {}),
      ...(resource !== undefined ? { resource: resource as string } : {}),
      ...(image !== undefined ? { image: image as string } : {}),
    });
    if (typeof checked !== 'string') blocks.push(checked);
  }
  return blocks.length > 0 ? blocks : null;
}
