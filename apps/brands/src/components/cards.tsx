import { beijingDateTime } from '@portal/api/beijing-time';
import type { BrandActivity, BrandCard, ProductCard, ProductLine } from '@portal/api/contract/brand';
import { PRODUCT_LINE_IMAGE } from '@portal/api/rules/brand';
import { ContentLink } from '@portal/shared-ui/host';
import { messages } from '../messages';

const SQUARE = PRODUCT_LINE_IMAGE;

/** a brand in a grid: its logo and name, to its page */
export function BrandTile({ brand }: { brand: BrandCard }) {
  return (
    <ContentLink
      item={{ type: 'brand', id: brand.id, categoryId: brand.categoryId ?? '-' }}
      className="flex flex-col items-center gap-2 rounded-lg border border-line p-3 text-center hover:border-brand"
    >
      <img src={brand.logo} alt="" width={64} height={64} className="h-16 w-16 rounded object-contain" />
      <span className="line-clamp-1 text-sm text-ink">{brand.name}</span>
      <span className="text-xs text-ink-mute">
        {messages.brand.counts(brand.productLines, brand.products, brand.subscribers)}
      </span>
    </ContentLink>
  );
}

/** a product line: its 128×128 image (spec 9), name, brand and counts */
export function LineTile({ line }: { line: ProductLine }) {
  return (
    <ContentLink
      item={{ type: 'brandProductLine', id: line.id, categoryId: line.categoryId }}
      className="flex gap-3 rounded-lg border border-line p-3 hover:border-brand"
    >
      <img
        src={line.shareImage}
        alt=""
        width={SQUARE.width}
        height={SQUARE.height}
        className="h-16 w-16 shrink-0 rounded object-cover sm:h-[128px] sm:w-[128px]"
      />
      <span className="min-w-0">
        <span className="line-clamp-2 text-sm font-medium text-ink">{line.name}</span>
        <span className="mt-1 block text-xs text-ink-mute">{messages.line.brand(line.brand.name)}</span>
        <span className="mt-1 block text-xs text-ink-mute">
          {messages.line.counts(line.products, line.articles)}
        </span>
      </span>
    </ContentLink>
  );
}

/** a product: picture, name, brand */
export function ProductTile({ product }: { product: ProductCard }) {
  return (
    <ContentLink
      item={{
        type: 'product',
        id: product.id,
        categoryId: product.brandProductLine?.categoryId ?? product.categoryId ?? '-',
      }}
      className="block rounded-lg border border-line p-3 hover:border-brand"
    >
      <img
        src={product.image}
        alt=""
        width={SQUARE.width}
        height={SQUARE.height}
        className="mx-auto aspect-square w-full max-w-[128px] rounded object-cover"
      />
      <span className="mt-2 line-clamp-2 text-sm text-ink">{product.name}</span>
      <span className="mt-1 block text-xs text-ink-mute">
        {product.brand?.name ?? ''} · {messages.common.views(product.views)}
      </span>
    </ContentLink>
  );
}

const PHASE_STYLES = {
  upcoming: 'bg-amber-100 text-amber-800',
  ongoing: 'bg-green-100 text-green-800',
  ended: 'bg-surface text-ink-mute',
} as const;

export function PhaseBadge({ phase }: { phase: BrandActivity['phase'] }) {
  return (
    <span className={`mr-2 rounded px-1.5 align-middle text-xs ${PHASE_STYLES[phase]}`}>
      {messages.activity.phases[phase]}
    </span>
  );
}

/** a brand activity: cover, phase, name, time and place */
export function ActivityTile({ activity }: { activity: BrandActivity }) {
  return (
    <ContentLink
      item={{ type: 'brandActivity', id: activity.id, categoryId: activity.categoryId ?? '-' }}
      className="flex gap-3 rounded-lg border border-line p-3 hover:border-brand"
    >
      <img
        src={activity.cover}
        alt=""
        width={160}
        height={90}
        className="hidden h-[90px] w-40 shrink-0 rounded object-cover sm:block"
      />
      <span className="min-w-0">
        <span className="line-clamp-2 text-sm font-medium text-ink">
          <PhaseBadge phase={activity.phase} />
          {activity.name}
        </span>
        <span className="mt-1 block text-xs text-ink-mute">{beijingDateTime(activity.startTime)}</span>
        <span className="mt-1 block text-xs text-ink-mute">{activity.place}</span>
      </span>
    </ContentLink>
  );
}
