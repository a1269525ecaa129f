import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function MessageCentrePage() {
  useEffect(() => {
    document.title = messages.messageCentre.documentTitle;
  }, []);
  return <div className="p-6" />;
}
