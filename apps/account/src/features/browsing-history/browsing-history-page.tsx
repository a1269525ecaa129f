import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function BrowsingHistoryPage() {
  useEffect(() => {
    document.title = messages.history.documentTitle;
  }, []);
  return <div className="p-6" />;
}
