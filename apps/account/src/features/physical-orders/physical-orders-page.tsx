import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function PhysicalOrdersPage() {
  useEffect(() => {
    document.title = messages.physicalOrders.documentTitle;
  }, []);
  return <div className="p-6" />;
}
