import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function CouponsPage() {
  useEffect(() => {
    document.title = messages.coupons.documentTitle;
  }, []);
  return <div className="p-6" />;
}
