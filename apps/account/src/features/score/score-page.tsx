import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function ScorePage() {
  useEffect(() => {
    document.title = messages.score.documentTitle;
  }, []);
  return <div className="p-6" />;
}
