import type {
  CommunityEntry,
  CommunityType,
  ContentSubspecialty,
  MiniTool,
  SidebarProduct,
} from '@portal/api/contract/sidebar';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import { COMMUNITY_ENTRANCE_LIMIT, MINI_TOOLS_LIMIT } from '@portal/api/rules/sidebar';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';
import { TtlCache } from '../../../lib/ttl-cache';
import { readers } from '../../../readers/registry';

export const CONTENT_MISSING = '内容不存在';

/**
 * The content item if the viewer may see it, else 404 内容不存在: news items are all public;
 * a user-written article or case is public once published, before that only its author sees it.
 */
export async function visibleContent(
  db: PortalDb,
  type: SidebarContentType,
  id: number,
  viewerId: number | null,
): Promise<void> {
  if (type === 'I') {
    const row = await db.selectFrom('info_articles').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(CONTENT_MISSING);
    return;
  }
  const row = await db
    .selectFrom('mp_articles')
    .select(['status', 'creator_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.status !== 'published' && row.creator_id !== viewerId)) throw notFound(CONTENT_MISSING);
}

interface TreeNode {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
}

interface ToolRow extends MiniTool {
  sort: number;
  subspecialtyIds: number[];
  keywords: string[];
}

const SAFE_TOOL_URL = /^(https?:\/\/[^\s/]|\/(?![/\\]))/i;

const splitKeywords = (text: string) =>
  text
    .split(/[,，]/)
    .map((k) => k.trim())
    .filter(Boolean);

/**
 * Reads of the detail pages' right column. Everything here is the same for every reader of an
 * item, so each answer is cached for a short while (ARCHITECTURE: short read caches); the
 * visibility check runs before, per request.
 */
export function createSidebarRepository(db: PortalDb) {
  const READ_TTL = 30_000;
  const tree = new TtlCache<Map<number, TreeNode>>(60_000, 1);
  const tools = new TtlCache<ToolRow[]>(60_000, 1);
  const keywordCache = new TtlCache<string[]>(READ_TTL, 5_000);
  const subspecialtyCache = new TtlCache<ContentSubspecialty[]>(READ_TTL, 5_000);
  const communityCache = new TtlCache<CommunityEntry[]>(READ_TTL, 5_000);
  const productCache = new TtlCache<SidebarProduct[]>(READ_TTL, 5_000);
  const toolCache = new TtlCache<MiniTool[]>(READ_TTL, 5_000);

  const subspecialtyTree = () =>
    tree.get('all', async () => {
      const rows = await db
        .selectFrom('subspecialties')
        .select(['id', 'name', 'parent_id', 'sort'])
        .execute();
      return new Map(
        rows.map((r) => [r.id, { id: r.id, name: r.name, parentId: r.parent_id, sort: r.sort }]),
      );
    });

  async function contentSubspecialtyIds(type: SidebarContentType, id: number): Promise<number[]> {
    const rows =
      type === 'I'
        ? await db
            .selectFrom('info_subspecialties')
            .select('subspecialty_id')
            .where('info_id', '=', id)
            .execute()
        : await db
            .selectFrom('mp_article_subspecialties')
            .select('subspecialty_id')
            .where('article_id', '=', id)
            .execute();
    return rows.map((r) => r.subspecialty_id);
  }

  /** parents before children, each level in the tree's order */
  function subspecialties(type: SidebarContentType, id: number): Promise<ContentSubspecialty[]> {
    return subspecialtyCache.get(`${type}:${id}`, async () => {
      const [ids, nodes] = await Promise.all([contentSubspecialtyIds(type, id), subspecialtyTree()]);
      return ids
        .map((s) => nodes.get(s))
        .filter((n): n is TreeNode => n !== undefined)
        .sort(
          (a, b) =>
            Number(a.parentId !== null) - Number(b.parentId !== null) || a.sort - b.sort || a.id - b.id,
        )
        .map((n) => ({ id: n.id, name: n.name, parentId: n.parentId }));
    });
  }

  /** the content's subspecialties, the top levels above them, and the whole branches below those */
  async function scope(type: SidebarContentType, id: number) {
    const [subs, nodes] = await Promise.all([subspecialties(type, id), subspecialtyTree()]);
    const exact = new Set(subs.map((s) => s.id));
    const roots = new Set(subs.map((s) => s.parentId ?? s.id));
    const branch = new Set<number>(roots);
    for (const n of nodes.values()) if (n.parentId !== null && roots.has(n.parentId)) branch.add(n.id);
    return { subs, exact, roots, branch };
  }

  function keywords(type: SidebarContentType, id: number): Promise<string[]> {
    return keywordCache.get(`${type}:${id}`, async () => {
      const rows = await db
        .selectFrom('content_keywords')
        .select('keyword')
        .where('content_type', '=', type)
        .where('content_id', '=', id)
        .orderBy('sort')
        .execute();
      return [...new Set(rows.map((r) => r.keyword))];
    });
  }

  /**
   * Circles (C) or topics (T) of the content's subject: those of its own subspecialties first,
   * then the rest of the same top-level branches, each group most viewed first.
   */
  function community(type: SidebarContentType, id: number, communityType: CommunityType) {
    return communityCache.get(`${type}:${id}:${communityType}`, async () => {
      const { exact, branch } = await scope(type, id);
      if (branch.size === 0) return [];
      const ids = [...branch];
      const rows =
        communityType === 'C'
          ? await db
              .selectFrom('circles')
              .select([
                'id',
                'subspecialty_id',
                'title',
                'description',
                'image',
                'share_image',
                'thumbnail',
                'contents',
                'views',
              ])
              .where('subspecialty_id', 'in', ids)
              .orderBy('views', 'desc')
              .orderBy('id')
              .execute()
          : (
              await db
                .selectFrom('topics')
                .select(['id', 'subspecialty_id', 'title', 'description', 'image', 'contents', 'views'])
                .where('subspecialty_id', 'in', ids)
                .orderBy('views', 'desc')
                .orderBy('id')
                .execute()
            ).map((r) => ({ ...r, share_image: r.image, thumbnail: r.image }));
      const own = (r: { subspecialty_id: number | null }) =>
        r.subspecialty_id !== null && exact.has(r.subspecialty_id) ? 0 : 1;
      // Array.prototype.sort is stable, so each group keeps the views order
      return rows
        .sort((a, b) => own(a) - own(b))
        .slice(0, COMMUNITY_ENTRANCE_LIMIT)
        .map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          image: r.image,
          shareImage: r.share_image,
          thumbnail: r.thumbnail,
          contents: r.contents,
          views: r.views,
        }));
    });
  }

  function products(type: SidebarContentType, id: number): Promise<SidebarProduct[]> {
    return productCache.get(`${type}:${id}`, async () => {
      const links = await db
        .selectFrom('content_products')
        .select('product_id')
        .where('content_type', '=', type)
        .where('content_id', '=', id)
        .orderBy('sort')
        .orderBy('product_id')
        .execute();
      // the products are the brands area's: read through its reader, in the links' order
      const found = await readers().productsByIds(
        db,
        links.map((l) => l.product_id),
      );
      return links.flatMap((l) => found.get(l.product_id) ?? []);
    });
  }

  const allTools = () =>
    tools.get('all', async () => {
      const [rows, links] = await Promise.all([
        db
          .selectFrom('mini_tools')
          .select(['id', 'name', 'url', 'keywords', 'sort'])
          .where('enabled', '=', 'T')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db.selectFrom('mini_tool_subspecialties').select(['tool_id', 'subspecialty_id']).execute(),
      ]);
      // a stored URL reaches an <a href>: only web addresses and site paths, never javascript: or data:
      return rows
        .filter((r) => SAFE_TOOL_URL.test(r.url))
        .map((r) => ({
          id: r.id,
          scoreToolName: r.name,
          scoreToolUrl: r.url,
          scoreToolKeywords: splitKeywords(r.keywords).join(','),
          sort: r.sort,
          subspecialtyIds: links.filter((l) => l.tool_id === r.id).map((l) => l.subspecialty_id),
          keywords: splitKeywords(r.keywords).map((k) => k.toLowerCase()),
        }));
    });

  /**
   * Tools for the content's subspecialties (its own, the top level above its own, or anywhere
   * below a top level it is tagged with and has no leaf under) or sharing a keyword with it. A
   * tool of a sibling subspecialty does not count: a moyamoya scale says nothing about an
   * aneurysm case.
   * Best matches first: own subspecialty, then keyword, then top level; ties in the tools' order.
   */
  function miniTools(type: SidebarContentType, id: number): Promise<MiniTool[]> {
    return toolCache.get(`${type}:${id}`, async () => {
      const [{ subs, exact }, words, list, nodes] = await Promise.all([
        scope(type, id),
        keywords(type, id),
        allTools(),
        subspecialtyTree(),
      ]);
      const leafRoots = new Set(subs.flatMap((s) => (s.parentId === null ? [] : [s.parentId])));
      const contentWords = words.map((w) => w.toLowerCase());
      const scored = list
        .map((tool) => {
          let score = 0;
          for (const s of tool.subspecialtyIds) {
            if (exact.has(s)) score = Math.max(score, 4);
            else if (leafRoots.has(s)) score = Math.max(score, 1);
            else {
              // below a top level the item is tagged with only at that level (no leaf of its own there)
              const parent = nodes.get(s)?.parentId;
              if (parent != null && exact.has(parent) && !leafRoots.has(parent)) score = Math.max(score, 1);
            }
          }
          const sharesWord = tool.keywords.some((k) =>
            contentWords.some(
              (w) => w === k || (k.length >= 2 && w.includes(k)) || (w.length >= 2 && k.includes(w)),
            ),
          );
          if (sharesWord) score += 2;
          return { tool, score };
        })
        .filter((s) => s.score > 0);
      scored.sort((a, b) => b.score - a.score);
      return scored.slice(0, MINI_TOOLS_LIMIT).map(({ tool }) => ({
        id: tool.id,
        scoreToolName: tool.scoreToolName,
        scoreToolUrl: tool.scoreToolUrl,
        scoreToolKeywords: tool.scoreToolKeywords,
      }));
    });
  }

  return { keywords, subspecialties, scope, community, products, miniTools };
}
