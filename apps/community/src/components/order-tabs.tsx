import type { FeedOrder } from '@portal/api/rules/community';
import { FilterNav } from '@portal/shared-ui/filter-nav';

/** 最新 / 热门 (or the answers' orders) as a bar of choices */
export function OrderTabs({
  value,
  onChange,
  names,
  label,
}: {
  value: FeedOrder;
  onChange: (order: FeedOrder) => void;
  names: Record<FeedOrder, string>;
  label: string;
}) {
  return (
    <FilterNav
      label={label}
      variant="underline"
      items={(['latest', 'hot'] as const).map((order) => ({
        key: order,
        label: names[order],
        selected: order === value,
        onClick: () => onChange(order),
      }))}
    />
  );
}
