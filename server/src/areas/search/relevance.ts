import fs from 'node:fs';
import path from 'node:path';
import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import { SEARCH_TABS } from '@portal/api/rules/search';
import { departmentTitle } from '../brands/index';

/**
 * The relevance set: queries with the documents that must come back in the first 5 results.
 * Shared by the relevance test and the search benchmark.
 */
export interface RelevanceCase {
  query: string;
  /** tab code, default 99 */
  type?: string;
  mustInclude: { type: string; titleContains: string }[];
}

export const RELEVANCE_TOP = 5;

// the set stays with the search engine's data (search/data/), which the bench reads too
export function readRelevanceSet(
  file = path.join(__dirname, '..', '..', 'search', 'data', 'relevance.json'),
): RelevanceCase[] {
  const fromBundle = path.resolve(__dirname, '..', 'src', 'search', 'data', 'relevance.json');
  const source = fs.existsSync(file) ? file : fromBundle;
  if (!fs.existsSync(source)) return [];
  const value: unknown = JSON.parse(fs.readFileSync(source, 'utf8'));
  return Array.isArray(value) ? (value as RelevanceCase[]) : [];
}

/** the title of any result item */
export function titleOf(item: SearchResultItem): string {
  switch (item.type) {
    case 'info':
      return item.info.infoTitle;
    case 'mp_article':
      return item.mp_article.title;
    case 'elab':
      return item.elab.caseName;
    case 'meeting':
      return item.meeting.meetingName;
    case 'ocs_course':
      return item.ocs_course.name;
    case 'user':
      return item.user.realName;
    case 'interpreting_video':
      return item.interpreting_video.videoName;
    case 'guide':
      return item.guide.title;
    case 'shortVideo':
      return item.shortVideo.title;
    case 'mcs_competition':
      return item.mcs_competition.name;
    case 'community_qa':
      return item.community_qa.title;
    case 'merchandise':
      return item.merchandise.name;
    case 'department':
      return departmentTitle(item.department.hospitalGroupName, item.department.name);
    case 'bms_product':
      return item.bms_product.name;
    case 'bms_brand_product_line':
      return item.bms_brand_product_line.name;
    case 'advertisement':
      return item.advertisement.name;
  }
}

export async function scoreRelevance(
  set: readonly RelevanceCase[],
  run: (query: string, type: string) => Promise<SearchResponse>,
): Promise<{ satisfied: number; total: number; failures: string[] }> {
  const failures: string[] = [];
  for (const c of set) {
    const response = await run(c.query, c.type ?? SEARCH_TABS.all);
    // advertisements are placed, not ranked: the top 5 is of the ranked results
    const top = (response.list ?? []).filter((item) => item.type !== 'advertisement').slice(0, RELEVANCE_TOP);
    const missing = c.mustInclude.filter(
      (want) => !top.some((item) => item.type === want.type && titleOf(item).includes(want.titleContains)),
    );
    if (missing.length > 0) {
      failures.push(
        `${c.query} [${c.type ?? SEARCH_TABS.all}]: missing ${missing.map((m) => `${m.type}「${m.titleContains}」`).join(', ')}; got ${top
          .map((item) => `${item.type}「${titleOf(item)}」`)
          .join(' | ')}`,
      );
    }
  }
  return { satisfied: set.length - failures.length, total: set.length, failures };
}
