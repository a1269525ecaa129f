import { useEffect } from 'react';
import { AskButton } from '../../components/ask/ask-button';
import { CommunitySide } from '../../components/community-side';
import { FeedSection } from '../../components/feed-section';
import { messages } from '../../messages';

const t = messages.home;

/** `/topic-circle/`: the community's feed of questions and answers, hot topics and circles beside it. */
export function HomePage() {
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  return (
    <main className="mx-auto max-w-page px-4 py-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t.heading}</h1>
        <AskButton />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_320px]">
        <FeedSection scope={{}} />
        <CommunitySide />
      </div>
    </main>
  );
}
