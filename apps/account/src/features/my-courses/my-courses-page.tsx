import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function MyCoursesPage() {
  useEffect(() => {
    document.title = messages.courses.documentTitle;
  }, []);
  return <div className="p-6" />;
}
