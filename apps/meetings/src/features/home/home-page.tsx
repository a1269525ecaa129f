import { useEffect } from 'react';
import { messages } from '../../messages';

/** `/meeting`: the remote's first page. */
export function HomePage() {
  useEffect(() => {
    document.title = messages.home.documentTitle;
  }, []);
  return (
    <main className="mx-auto max-w-page p-6">
      <h1 className="text-2xl font-semibold text-ink">{messages.home.heading}</h1>
    </main>
  );
}
