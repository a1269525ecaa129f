import type { ElabDetail } from '@portal/api/contract/panoramic';
import { caseViewWrite } from '@portal/api/mutations/panoramic';
import { useSearchParams } from '@portal/router';
import { Avatar } from '@portal/shared-ui/avatar';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { DetailStates } from '../../components/detail/detail-states';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { messages } from '../../messages';
import { useElabCaseDetail } from './use-elab';

const text = messages.panoramicGuidance.caseDetail;

/** /link/detail?id=: one panoramic surgery case. */
export function ElabCaseDetailPage() {
  const [params] = useSearchParams();
  const id = parseDetailId(params.get('id'));
  const { state, retry } = useElabCaseDetail(id);
  useDocumentTitle(state.status === 'success' ? state.data.caseName : undefined);
  const loadedId = state.status === 'success' ? state.data.id : undefined;

  useEffect(() => {
    // a view counts once the case is on screen; a failed count is not the reader's concern
    if (loadedId) caseViewWrite.write({ id: loadedId }).catch(() => {});
  }, [loadedId]);

  return (
    <div className="mx-auto w-full max-w-[920px] px-4 py-6">
      <DetailStates
        state={state}
        retry={retry}
        notFound={<Missing title={text.notFound} back={text.backToList} item={{ type: 'elab_case' }} />}
      >
        {(item) => <ElabCase item={item} />}
      </DetailStates>
    </div>
  );
}

function ElabCase({ item }: { item: ElabDetail }) {
  return (
    <article className="rounded-lg bg-white px-8 py-8">
      <header className="border-b border-line pb-6">
        <p className="text-sm text-brand">{item.elabSurgicalClassification.name}</p>
        <h1 className="mt-2 text-[28px] font-semibold leading-snug text-ink">{item.caseName}</h1>
        {item.authorList.length > 0 ? (
          <ul aria-label={text.authors} className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
            {item.authorList.map((a) => (
              <li key={a.systemUserId} className="flex items-center gap-2">
                <Avatar src={a.userAvatar} name={a.userRealname} size={36} />
                <span className="flex flex-col">
                  <span className="text-sm font-medium text-ink">{a.userRealname}</span>
                  {a.company ? <span className="text-xs text-ink-mute">{a.company}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-mute">
          <div className="flex gap-1">
            <dt>{text.hospital}</dt>
            <dd>{item.hospital}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{text.classification}</dt>
            <dd>{item.elabSurgicalClassification.name}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{text.publishedAt}</dt>
            <dd>
              <time dateTime={dayjs(item.publishTime).format('YYYY-MM-DDTHH:mm')}>
                {dayjs(item.publishTime).format('YYYY-MM-DD HH:mm')}
              </time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{messages.common.views}</dt>
            <dd>{item.views}</dd>
          </div>
        </dl>
        {item.classificationList.length > 0 ? (
          <ul aria-label={text.tags} className="mt-4 flex flex-wrap gap-2">
            {item.classificationList.map((s) => (
              <li key={s.id} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {s.name}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <img
        src={item.image}
        alt=""
        width={640}
        height={360}
        className="mt-6 aspect-video w-full rounded-md object-cover"
      />
      <p className="mt-6 rounded-md bg-surface px-4 py-3 text-sm leading-7 text-ink-soft">{item.shareDesc}</p>
      <div
        className="rich-text pt-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: `content` is sanitized on the server with an allowlist (ARCHITECTURE 5)
        dangerouslySetInnerHTML={{ __html: item.content }}
      />
      {item.columns.length > 0 ? (
        <section aria-label={text.inColumns} className="mt-8 border-t border-line pt-5">
          <h2 className="text-base font-semibold text-ink">{text.inColumns}</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {item.columns.map((c) => (
              <li key={c.id}>
                <ContentLink
                  item={{ type: 'elab_special_column', id: c.id }}
                  className="rounded-md border border-line px-3 py-1.5 text-sm text-ink-soft no-underline hover:border-brand hover:text-brand"
                >
                  {c.title}
                </ContentLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** The "not there" state of the panoramic pages, with a way back. */
export function Missing({ title, back, item }: { title: string; back: string; item: { type: 'elab_case' } }) {
  return (
    <section className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-lg font-medium text-ink">{title}</h1>
      <ContentLink
        item={item}
        className="rounded-md border border-brand px-4 py-1.5 text-sm text-brand no-underline hover:bg-brand-50"
      >
        {back}
      </ContentLink>
    </section>
  );
}
