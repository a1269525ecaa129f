import { messages } from '../../messages';

/** The loading shape of a detail page: title, byline, paragraphs. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={messages.common.loading} className="animate-pulse">
      <div className="h-8 w-4/5 rounded bg-line/70" />
      <div className="mt-5 flex items-center gap-3">
        <div className="h-9 w-9 rounded-full bg-line/70" />
        <div className="h-4 w-40 rounded bg-line/70" />
      </div>
      <div className="mt-8 space-y-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className={`h-4 rounded bg-line/70 ${i === 5 ? 'w-3/5' : ''}`} />
        ))}
      </div>
    </div>
  );
}
