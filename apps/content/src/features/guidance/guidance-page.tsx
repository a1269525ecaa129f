import type { GuideKind } from '@portal/api/contract/guidance';
import { useSearchParams } from '@portal/router';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { useCallback } from 'react';
import { ListResults } from '../../components/list/list-results';
import { LoadedList } from '../../components/list/loaded-list';
import { parsePositiveInt } from '../../components/list/search-params';
import { SubspecialtyTabs } from '../../components/list/subspecialty-tabs';
import { useSubspecialties } from '../../components/list/use-subspecialties';
import { messages } from '../../messages';
import { guidanceSearch, parseGuideKind } from './guidance-search';
import { GuideEntry } from './guide-item';
import { GUIDE_PAGE_SIZE, useGuideList, useInterpretingVideos, VIDEO_STRIP } from './use-guidance';
import { VideoCard } from './video-card';

const text = messages.panoramicGuidance.guidance;
const KINDS: { value: GuideKind | undefined; label: string }[] = [
  { value: undefined, label: text.all },
  { value: 'guideline', label: text.guideline },
  { value: 'consensus', label: text.consensus },
];

/** /guidance: guides and expert consensus, filtered by kind and subspecialty, and the interpreting videos. */
export function GuidancePage() {
  const [params] = useSearchParams();
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const kind = parseGuideKind(params.get('kind'));
  const subspecialtyId = parsePositiveInt(params.get('subspecialtyId'));
  const subspecialties = useSubspecialties();
  const guides = useGuideList({
    pageNo: page,
    pageSize: GUIDE_PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(subspecialtyId ? { subspecialtyId } : {}),
  });
  const videos = useInterpretingVideos({ pageNo: 1, pageSize: VIDEO_STRIP });

  const subspecialtySearch = useCallback(
    (id: number | undefined) => guidanceSearch(params, { subspecialtyId: id ?? null }),
    [params],
  );
  const pageSearch = useCallback((p: number) => guidanceSearch(params, { page: p }), [params]);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
      <p className="mt-2 text-sm text-ink-soft">{text.lead}</p>

      <section aria-label={text.videos} className="mt-5 rounded-lg bg-white p-6">
        <h2 className="mb-4 text-lg font-semibold text-ink">{text.videos}</h2>
        <LoadedList state={videos.state} retry={videos.retry} empty={text.noVideos}>
          {(list) => (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {list.map((v) => (
                <VideoCard key={v.id} video={v} />
              ))}
            </ul>
          )}
        </LoadedList>
      </section>

      <FilterNav
        label={text.kindLabel}
        variant="text"
        className="mt-6"
        items={KINDS.map((k) => ({
          key: k.value ?? 'all',
          label: k.label,
          selected: k.value === kind,
          to: { search: guidanceSearch(params, { kind: k.value ?? null }) },
        }))}
      />
      <div className="mt-4">
        <SubspecialtyTabs
          subspecialties={subspecialties}
          selectedId={subspecialtyId}
          searchFor={subspecialtySearch}
        />
      </div>
      <ListResults
        label={text.listLabel}
        state={guides.state}
        retry={guides.retry}
        emptyText={text.empty}
        page={page}
        pageSearch={pageSearch}
        renderItem={(guide) => <GuideEntry key={guide.id} guide={guide} />}
        className="mt-3"
      />
    </div>
  );
}
