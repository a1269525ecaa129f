import type { SearchResultItem } from '@portal/api/contract/search';
import { interpretingVideoUrl } from '@portal/api/links';
import dayjs from 'dayjs';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;
type Of<T extends SearchResultItem['type']> = Extract<SearchResultItem, { type: T }>;

const day = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

function Meta({
  author,
  time,
  views,
  bmsAuth = 0,
}: {
  author?: string;
  time: number;
  views: number;
  /** spec 3: 1 brand certified, shown as the short videos show it */
  bmsAuth?: number;
}) {
  return (
    <>
      {bmsAuth === 1 ? (
        <span className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-700 ring-1 ring-amber-200">
          {t.brandCertified}
        </span>
      ) : null}
      {author ? <span className="max-w-[50%] truncate">{author}</span> : null}
      <time dateTime={day(time)}>{day(time)}</time>
      <span className="ml-auto">
        {messages.common.views} {views}
      </span>
    </>
  );
}

/** 资讯 (and compiled articles): the link given with the item. */
export function InfoResult({ item, words }: { item: Of<'info'>; words: readonly string[] }) {
  const info = item.info;
  return (
    <ResultFrame
      jump={{ type: 'info', id: info.infoId, url: info.url }}
      typeLabel={t.types.info}
      title={info.infoTitle}
      summary={info.searchDescription}
      cover={info.infoImg}
      words={words}
      meta={
        <Meta
          author={info.authorNames}
          time={info.publishDate}
          views={info.showViews}
          bmsAuth={info.bmsAuth}
        />
      }
    />
  );
}

/** A user's article or case: /case/detail-ugc?id=. */
export function ArticleResult({ item, words }: { item: Of<'mp_article'>; words: readonly string[] }) {
  const a = item.mp_article;
  return (
    <ResultFrame
      jump={{ type: 'mparticle', id: a.id }}
      typeLabel={a.type === 'case' ? t.types.mp_article : t.types.article}
      title={a.title}
      summary={a.description}
      cover={a.cover}
      words={words}
      meta={<Meta author={a.creator.realName} time={a.publishTime} views={a.showViews} bmsAuth={a.bmsAuth} />}
    />
  );
}

/** A panoramic-surgery (elab) case: /link/detail?id=. */
export function ElabResult({ item, words }: { item: Of<'elab'>; words: readonly string[] }) {
  const e = item.elab;
  return (
    <ResultFrame
      jump={{ type: 'elab_case_detail', id: e.id }}
      typeLabel={t.types.elab}
      title={e.caseName}
      summary={e.shareDesc}
      cover={e.image}
      words={words}
      meta={
        <Meta
          author={[e.hospital, ...e.authorList.map((author) => author.userRealname)]
            .filter(Boolean)
            .join(' ')}
          time={e.publishTime}
          views={e.views}
        />
      }
    />
  );
}

/** A guide or consensus: its own page, the link given with it. */
export function GuideResult({ item, words }: { item: Of<'guide'>; words: readonly string[] }) {
  const g = item.guide;
  return (
    <ResultFrame
      jump={{ type: 'other', id: g.id, url: g.url }}
      typeLabel={g.kindName || t.types.guide}
      title={g.title}
      summary={g.summary}
      words={words}
      meta={
        <>
          <span className="truncate">{g.society}</span>
          <span>{g.year}</span>
          {g.videoCount > 0 ? <span>{t.guideVideos(g.videoCount)}</span> : null}
          <span className="ml-auto">
            {messages.common.views} {g.views}
          </span>
        </>
      }
    />
  );
}

/** A guide's interpreting video: /guidance/detail/video/{id}. */
export function InterpretingVideoResult({
  item,
  words,
}: {
  item: Of<'interpreting_video'>;
  words: readonly string[];
}) {
  const v = item.interpreting_video;
  return (
    <ResultFrame
      jump={{ type: 'other', id: v.id, url: interpretingVideoUrl(v.id) }}
      typeLabel={t.types.interpreting_video}
      title={v.videoName}
      summary={v.description || t.interpretationOf(v.guideTitle)}
      cover={v.cover}
      words={words}
      meta={<Meta author={v.author.authorName} time={v.publishTime} views={v.views} />}
    />
  );
}
