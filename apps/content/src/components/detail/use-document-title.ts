import { useEffect } from 'react';

/** Sets document.title while `title` is known; restores the previous title when leaving the page. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
