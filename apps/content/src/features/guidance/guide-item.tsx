import type { GuideItem } from '@portal/api/contract/guidance';
import { apiErrorMessage } from '@portal/api/errors';
import { interpretingVideoUrl } from '@portal/api/links';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useId, useState } from 'react';
import { DetailSkeleton } from '../../components/detail/detail-skeleton';
import { messages } from '../../messages';
import { useGuideDetail } from './use-guidance';

const text = messages.panoramicGuidance.guidance;

/** A guide or consensus: its facts and summary; 阅读全文 loads the full text in place. */
export function GuideEntry({ guide, as: Tag = 'li' }: { guide: GuideItem; as?: 'li' | 'div' }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Tag className="border-b border-line py-5 last:border-b-0">
      <div className="flex items-start gap-2">
        <span
          className={`mt-0.5 shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${
            guide.kind === 'guideline' ? 'bg-brand-50 text-brand-700' : 'bg-orange-50 text-orange-700'
          }`}
        >
          {guide.kindName}
        </span>
        <h3 className="text-lg font-semibold leading-snug text-ink">{guide.title}</h3>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-mute">
        <span>
          {text.society}：{guide.society}
        </span>
        <span>{text.year(guide.year)}</span>
        {guide.subspecialty ? <span>{guide.subspecialty.name}</span> : null}
        <span>
          {messages.common.views} {guide.views}
        </span>
        {guide.videoCount > 0 ? (
          <span className="text-brand">{text.videoCount(guide.videoCount)}</span>
        ) : null}
      </p>
      <p className="mt-2 text-sm leading-6 text-ink-soft">{guide.summary}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="mt-2 text-sm text-brand hover:underline"
      >
        {open ? text.collapse : text.readFull}
      </button>
      <div id={bodyId}>{open ? <GuideFullText id={guide.id} /> : null}</div>
    </Tag>
  );
}

function GuideFullText({ id }: { id: number }) {
  const { state, retry } = useGuideDetail(id);
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status !== 'success') {
    return (
      <ErrorBlock
        message={
          state.status === 'notFound' ? text.empty : apiErrorMessage(state.error, messages.common.loadFailed)
        }
        onRetry={state.status === 'error' ? retry : undefined}
        retryText={messages.common.retry}
        className="py-6"
      />
    );
  }
  const guide = state.data;
  return (
    <div className="mt-3 rounded-md bg-surface px-5 py-4">
      <div
        className="rich-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: `content` is sanitized on the server with an allowlist (ARCHITECTURE 5)
        dangerouslySetInnerHTML={{ __html: guide.content }}
      />
      {guide.videos.length > 0 ? (
        <ul aria-label={text.videos} className="mt-4 space-y-1 text-sm">
          {guide.videos.map((v) => (
            <li key={v.id}>
              <a
                href={interpretingVideoUrl(v.id)}
                target="_blank"
                rel="noopener"
                className="text-brand hover:underline"
              >
                {text.watch}：{v.videoName}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
