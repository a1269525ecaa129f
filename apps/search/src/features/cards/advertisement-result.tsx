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

/** An image banner among the results, labelled 广告. */
export function AdvertisementResult({ ad }: { ad: SearchAdvertisement }) {
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <CardLink
        target={advertisementTarget(ad.clickLocation)}
        className="relative block overflow-hidden rounded-md"
      >
        <img src={ad.image} alt={ad.name} loading="lazy" decoding="async" className="block h-auto w-full" />
        <span className="absolute bottom-1.5 right-1.5 rounded bg-black/40 px-1 py-0.5 text-[10px] leading-none text-white">
          {t.adLabel}
        </span>
      </CardLink>
    </li>
  );
}
