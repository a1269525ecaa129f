import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function ProfilePage() {
  useEffect(() => {
    document.title = messages.profile.documentTitle;
  }, []);
  return <div className="p-6" />;
}
