import { answerQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { AnswerView } from '../../components/answer-view';
import { communityLinks, idParam } from '../../components/community-links';
import { CommunitySide } from '../../components/community-side';
import { ItemPage } from '../../components/item-page';
import { ReviewBanner } from '../../components/review-banner';
import { messages } from '../../messages';

const t = messages.answer;

/** `/topic-circle/answerhome/{id}`: one answer under its question. */
export function AnswerPage() {
  const id = idParam(useParams().id);
  const reader = useViewerId();
  const query = useQuery({ ...answerQuery(id ?? 0, reader), enabled: id !== undefined });
  return (
    <ItemPage
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(item) => t.documentTitle(item.creator.realName)}
      side={<CommunitySide />}
    >
      {(a) => (
        <>
          <section aria-label={t.question} className="rounded-lg bg-white px-5 py-5">
            <h1 className="text-xl font-semibold leading-8 text-ink">
              <a href={communityLinks.question(a.question.id)} className="hover:text-brand">
                {a.question.title}
              </a>
            </h1>
            <a
              href={communityLinks.question(a.question.id)}
              className="inline-block py-3.5 text-sm text-brand hover:underline md:mt-2 md:py-0"
            >
              {t.allAnswers}
            </a>
          </section>
          <ReviewBanner review={a.review} />
          <section className="rounded-lg bg-white px-5">
            <AnswerView answer={a} link={false} />
          </section>
        </>
      )}
    </ItemPage>
  );
}
