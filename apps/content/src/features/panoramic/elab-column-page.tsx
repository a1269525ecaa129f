import { apiErrorMessage } from '@portal/api/errors';
import { useParams } from '@portal/router';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { DetailSkeleton } from '../../components/detail/detail-skeleton';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { messages } from '../../messages';
import { Missing } from './elab-case-detail-page';
import { ElabCaseItem } from './elab-case-item';
import { useElabColumnDetail } from './use-elab';

const text = messages.panoramicGuidance;

/** /link/columnlist/{id}: a special column and its cases, in the column's order. */
export function ElabColumnPage() {
  const { id } = useParams();
  const { state, retry } = useElabColumnDetail(parseDetailId(id ?? null));
  useDocumentTitle(state.status === 'success' ? state.data.title : undefined);

  if (state.status === 'loading') {
    return (
      <div className="mx-auto w-full max-w-page px-4 py-6">
        <DetailSkeleton />
      </div>
    );
  }
  if (state.status === 'notFound') {
    return (
      <Missing title={text.column.notFound} back={text.caseDetail.backToList} item={{ type: 'elab_case' }} />
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorBlock
        message={apiErrorMessage(state.error, messages.common.loadFailed)}
        onRetry={retry}
        retryText={messages.common.retry}
      />
    );
  }
  const column = state.data;
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <header className="flex flex-col gap-4 rounded-lg bg-white p-4 md:flex-row md:gap-6 md:p-6">
        <img
          src={column.cover}
          alt=""
          width={240}
          height={135}
          className="aspect-video w-full shrink-0 rounded-md object-cover md:aspect-auto md:h-[135px] md:w-[240px]"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-ink">{column.title}</h1>
          <p className="mt-2 text-sm leading-6 text-ink-soft">{column.description}</p>
          <p className="mt-3 flex gap-4 text-xs text-ink-mute">
            <span>{text.holographic.caseCount(column.contents)}</span>
            <span>
              {messages.common.views} {column.views}
            </span>
          </p>
        </div>
      </header>
      <section aria-label={text.column.listLabel} className="mt-4 rounded-lg bg-white px-4 md:px-6">
        {column.cases.length === 0 ? (
          <p className="py-16 text-center text-sm text-ink-mute">{text.column.empty}</p>
        ) : (
          <ul>
            {column.cases.map((item) => (
              <ElabCaseItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
