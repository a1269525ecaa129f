import { giftRankingQuery } from '@portal/api/queries/payments';
import { COIN_NAME } from '@portal/api/rules/payments';
import { useQuery } from '@portal/query';
import { Avatar } from '@portal/shared-ui/avatar';
import { RankNumber } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';

const t = messages.gifts;

/** The room's senders by coins (a patient shows as 匿名用户, as the server sends them). */
export function GiftRanking({ meetingId }: { meetingId: number }) {
  const ranking = useQuery(giftRankingQuery(meetingId));
  const list = ranking.data?.list ?? [];
  return (
    <section aria-label={t.ranking} className="mt-4 border-t border-line pt-3">
      <h3 className="mb-2 text-sm font-semibold text-ink">{t.ranking}</h3>
      {list.length === 0 ? (
        <p className="py-2 text-xs text-ink-mute">
          {ranking.isPending ? messages.common.loading : t.noRanking}
        </p>
      ) : (
        <ol className="space-y-2">
          {list.slice(0, 10).map((r) => (
            <li key={`${r.rank}-${r.user.id}`} className="flex items-center gap-2 text-sm">
              <RankNumber rank={r.rank} />
              <Avatar
                src={r.user.avatarAddress || null}
                name={r.user.realName}
                size={24}
                anonymous={r.user.id === 0}
                decorative
              />
              <span className="min-w-0 flex-1 truncate text-ink">{r.user.realName}</span>
              <span className="shrink-0 text-xs text-ink-mute">{t.coinsOf(r.coins, COIN_NAME)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
