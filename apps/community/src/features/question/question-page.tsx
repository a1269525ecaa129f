import { beijingDateTime } from '@portal/api/beijing-time';
import { answersQuery, questionQuery } from '@portal/api/queries/community';
import type { FeedOrder } from '@portal/api/rules/community';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useBrowsingRecord } from '@portal/session/browsing-record';
import { useViewerId } from '@portal/session/hooks';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { useState } from 'react';
import { AnswerButton } from '../../components/answer-button';
import { AnswerView } from '../../components/answer-view';
import { AskButton } from '../../components/ask/ask-button';
import { communityLinks, idParam } from '../../components/community-links';
import { CommunitySide } from '../../components/community-side';
import { FollowButton } from '../../components/follow-button';
import { ItemPage } from '../../components/item-page';
import { OrderTabs } from '../../components/order-tabs';
import { PersonLine } from '../../components/person-line';
import { QuestionImages } from '../../components/question-images';
import { ReviewBanner } from '../../components/review-banner';
import { messages } from '../../messages';
import { AskIntentionButton } from './ask-intention-button';
import { InviteButton } from './invite-button';
import { MentionedProducts } from './mentioned-products';

const t = messages.question;

/** `/topic-circle/questionhome?id=`: a question and its answers. */
export function QuestionPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const reader = useViewerId();
  const query = useQuery({ ...questionQuery(id ?? 0, reader), enabled: id !== undefined });
  useBrowsingRecord('community_question', query.data ? id : undefined);
  return (
    <ItemPage
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(item) => t.documentTitle(item.title)}
      side={<CommunitySide />}
    >
      {(q) => (
        <>
          <ReviewBanner review={q.review} />
          <section aria-label={q.title} className="rounded-lg bg-white px-5 py-5">
            {q.topics.length > 0 ? (
              <ul aria-label={t.topics} className="mb-2 flex flex-wrap gap-2">
                {q.topics.map((topic) => (
                  <li key={topic.id}>
                    <a
                      href={communityLinks.topic(topic.id)}
                      className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand hover:underline"
                    >
                      #{topic.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex items-start gap-3">
              <h1 className="min-w-0 flex-1 text-xl font-semibold leading-8 text-ink">
                {q.essences === 'T' ? (
                  <span className="mr-2 rounded bg-amber-100 px-1.5 align-middle text-xs text-amber-800">
                    {messages.card.essence}
                  </span>
                ) : null}
                {q.title}
              </h1>
              {q.mine ? null : (
                <FollowButton
                  key={String(q.isFollow)}
                  type="Q"
                  contentId={q.id}
                  followed={q.isFollow}
                  label={q.title}
                />
              )}
            </div>
            {q.text ? (
              <p className="mt-3 whitespace-pre-line text-[15px] leading-7 text-ink-soft">{q.text}</p>
            ) : null}
            <QuestionImages images={q.images} />
            {q.activity ? (
              <p className="mt-3 text-sm">
                <a href={communityLinks.activity(q.activity.id)} className="text-brand hover:underline">
                  {messages.card.fromActivity(q.activity.name)}
                </a>
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-ink-mute">
              <PersonLine person={q.creator} extra={beijingDateTime(q.publishTime)} />
              <span>{t.views(q.views)}</span>
              {q.circle ? (
                <a href={communityLinks.circle(q.circle.id)} className="py-3.5 hover:text-brand md:py-0">
                  {t.circle}：{q.circle.title}
                </a>
              ) : null}
            </div>
            <div className="mt-4 flex items-center gap-3">
              <AnswerButton questionId={q.id} title={q.title} />
              <InviteButton questionId={q.id} />
              <AskIntentionButton
                questionId={q.id}
                count={q.askQuestionsPeopleNumber}
                wanted={q.userAskQuestionStatus === 'T'}
                own={q.mine}
                featured={q.essences === 'T'}
              />
              {q.editable ? <AskButton editing={q} variant="secondary" /> : null}
              {q.isAnswered ? <p className="text-sm text-green-700">{t.answered}</p> : null}
            </div>
          </section>
          <MentionedProducts products={q.products} />
          <Answers questionId={q.id} count={q.answers} />
        </>
      )}
    </ItemPage>
  );
}

function Answers({ questionId, count }: { questionId: number; count: number }) {
  const reader = useViewerId();
  const [order, setOrder] = useState<FeedOrder>('hot');
  const query = useInfiniteQuery(answersQuery(questionId, order, reader));
  const answers = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section aria-label={t.answers(count)} className="rounded-lg bg-white px-5 py-3">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-ink">{t.answers(count)}</h2>
        <OrderTabs
          value={order}
          onChange={setOrder}
          names={{ hot: t.orders.hot, latest: t.orders.latest }}
          label={t.orderLabel}
        />
      </div>
      {answers.map((answer) => (
        <AnswerView key={answer.id} answer={answer} />
      ))}
      <InfiniteFooter query={query} count={answers.length} emptyText={t.noAnswers} texts={messages.common} />
    </section>
  );
}
