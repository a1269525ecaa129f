import type { ListEnvelope } from '@portal/api/contract/envelope';

/** A whole (unpaged) list in the list envelope: one page holding everything. */
export function wholeList<T>(list: T[]): ListEnvelope<T> {
  return {
    code: 1,
    list,
    page: { pageNo: 1, pageSize: list.length || 1, totalCount: list.length, totalPage: 1 },
  };
}

/** One page of a list in the list envelope, with the whole list's count. */
export function pageList<T>(
  list: T[],
  totalCount: number,
  pageNo: number,
  pageSize: number,
): ListEnvelope<T> {
  return {
    code: 1,
    list,
    page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
  };
}
