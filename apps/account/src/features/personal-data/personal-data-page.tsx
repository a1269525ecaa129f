import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function PersonalDataPage() {
  useEffect(() => {
    document.title = messages.personalData.documentTitle;
  }, []);
  return <div className="p-6" />;
}
