import type { SearchAdvertisement } from '@portal/api/contract/search';
import { isAbsoluteHttp, safeHref } from '@portal/shared-ui/safe-link';
import { messages } from '../../messages';
import { CardLink, type CardTarget } from './card-link';

const t = messages.cards;

/**
 * Where an advertisement leads: a site path through the host like any link; another site in a new
 * tab, marked sponsored and sending no referrer; anything else (javascript:, data:) nowhere.
 */
export function advertisementTarget(clickLocation: string): CardTarget {
  const url = safeHref(clickLocation);
  if (!url) return { kind: 'none' };
  if (isAbsoluteHttp(url)) return { kind: 'page', url, rel: 'noopener noreferrer sponsored' };
  return { kind: 'jump', item: { type: 'other', url } };
}

/**
 * A sponsored result: the advertiser's image at the size of the other covers, its name and a
 * call to action, labelled 广告 — shaped like its neighbours rather than a page-wide banner.
 */
export function AdvertisementResult({ ad }: { ad: SearchAdvertisement }) {
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <CardLink
        target={advertisementTarget(ad.clickLocation)}
        className="group flex items-center gap-4 rounded-md bg-surface p-2 hover:bg-brand-50"
      >
        <img
          src={ad.image}
          alt={ad.name}
          loading="lazy"
          decoding="async"
          width={196}
          height={110}
          className="h-[110px] w-[196px] shrink-0 rounded object-cover"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-2">
          <span className="truncate text-base font-semibold text-ink group-hover:text-brand">{ad.name}</span>
          <span className="text-sm text-brand">{t.adAction}</span>
        </span>
        <span className="self-start rounded bg-black/5 px-1.5 py-0.5 text-[11px] leading-none text-ink-mute">
          {t.adLabel}
        </span>
      </CardLink>
    </li>
  );
}
