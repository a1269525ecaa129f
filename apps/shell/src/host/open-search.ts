import { searchPageUrl } from '@portal/api/links';

/** the results page of a search (the address is @portal/api's, which the search remote uses too) */
export const searchUrl = searchPageUrl;

/**
 * Opens search results by the header's rule (spec 2): a new tab from any page, the same tab on
 * /search itself, where the results are replaced. The search box and the host's `openSearch`
 * both go through here.
 */
export function openSearchResults(
  keywords: string,
  currentPath: string,
  navigate: (to: string) => void,
): void {
  const url = searchUrl(keywords);
  if (currentPath === '/search') navigate(url);
  else window.open(url, '_blank', 'noopener');
}
