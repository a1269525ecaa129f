import { useEffect } from 'react';
import { messages } from '../../messages';

/** Placeholder until the feature lands (issue 14). */
export function WalletPage() {
  useEffect(() => {
    document.title = messages.wallet.documentTitle;
  }, []);
  return <div className="p-6" />;
}
