import { meetingPagesQuery } from '@portal/api/queries/meetings';
import { MEETING_LIMITS } from '@portal/api/rules/meetings';
import { useInfiniteQuery } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { MeetingGrid, MeetingGridSkeleton } from '../../components/meeting-card';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';

const t = messages.home;

/** Recent (not over) or past meetings of the chosen speciality, a page at a time. */
export function MeetingPages({
  kind,
  specialityId,
}: {
  kind: 'recent' | 'history';
  specialityId: number | undefined;
}) {
  const query = useInfiniteQuery(meetingPagesQuery(kind, specialityId));
  const meetings = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Section title={kind === 'recent' ? t.recent : t.history}>
      <QueryView
        query={{ ...query, data: query.data }}
        isEmpty={() => meetings.length === 0}
        empty={kind === 'recent' ? t.noRecent : t.noHistory}
        loading={
          <>
            <MeetingGridSkeleton count={MEETING_LIMITS.pageSize} label={messages.common.loading} />
            <div className="mt-4 h-9" />
          </>
        }
      >
        {() => (
          <>
            <MeetingGrid meetings={meetings} />
            <div className="mt-4 flex justify-center">
              {query.hasNextPage ? (
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? messages.common.loading : messages.common.more}
                </Button>
              ) : (
                <span className="text-xs text-ink-mute">{messages.common.noMore}</span>
              )}
            </div>
          </>
        )}
      </QueryView>
    </Section>
  );
}
