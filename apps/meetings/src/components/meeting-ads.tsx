import { meetingAdsQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { SafeLink } from '@portal/shared-ui/safe-link';
import { messages } from '../messages';

const t = messages.home;

/** the home's ads (brands hosting meetings to come), or a meeting's (its host brand's products) */
export function MeetingAds({ meetingId }: { meetingId?: number }) {
  const query = useQuery(meetingAdsQuery(meetingId));
  const list = query.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <aside aria-label={t.ads} className="space-y-3">
      {list.map((ad) => (
        <SafeLink
          key={ad.adId}
          href={ad.link}
          newTab
          className="block overflow-hidden rounded-lg bg-white"
          title={ad.name}
        >
          <img
            src={ad.image}
            alt=""
            loading="lazy"
            width={320}
            height={120}
            className="h-28 w-full object-cover"
          />
          <span className="block px-3 py-2 text-xs text-ink-soft">
            {t.ads} · {ad.name}
          </span>
        </SafeLink>
      ))}
    </aside>
  );
}
