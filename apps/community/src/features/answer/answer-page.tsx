import { answerQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { AnswerView } from '../../components/answer-view';
import { communityLinks, idParam } from '../../components/community-links';
import { CommunitySide } from '../../components/community-side';
import { ReviewBanner } from '../../components/review-banner';
import { messages } from '../../messages';

const t = messages.answer;

/** `/topic-circle/answerhome/{id}`: one answer under its question. */
export function AnswerPage() {
  const id = idParam(useParams().id);
  const user = useSessionUser();
  const query = useQuery({ ...answerQuery(id ?? 0, user?.id ?? null), enabled: id !== undefined });
  useEffect(() => {
    if (query.data) document.title = t.documentTitle(query.data.creator.realName);
  }, [query.data]);
  if (id === undefined) return <NotFound />;
  if (query.isPending)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton block lines={6} label={messages.common.loading} />
      </main>
    );
  const a = query.data;
  if (!a)
    return (
      <main className="mx-auto max-w-page px-4 py-16 text-center text-ink-soft">
        <h1 className="text-lg">{t.notFound}</h1>
      </main>
    );
  return (
    <main className="mx-auto max-w-page px-4 py-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-4">
          <section aria-label={t.question} className="rounded-lg bg-white px-5 py-5">
            <h1 className="text-xl font-semibold leading-8 text-ink">
              <a href={communityLinks.question(a.question.id)} className="hover:text-brand">
                {a.question.title}
              </a>
            </h1>
            <a
              href={communityLinks.question(a.question.id)}
              className="mt-2 inline-block text-sm text-brand hover:underline"
            >
              {t.allAnswers}
            </a>
          </section>
          <ReviewBanner review={a.review} />
          <section className="rounded-lg bg-white px-5">
            <AnswerView answer={a} link={false} />
          </section>
        </div>
        <CommunitySide />
      </div>
    </main>
  );
}
