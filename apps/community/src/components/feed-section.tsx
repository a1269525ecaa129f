import type { FeedScope } from '@portal/api/queries/community';
import type { FeedOrder } from '@portal/api/rules/community';
import { useState } from 'react';
import { messages } from '../messages';
import { FeedList } from './feed-list';
import { OrderTabs } from './order-tabs';

/** A feed (the home's, a topic's, a circle's, an activity's) under its 最新 / 热门 choice. */
export function FeedSection({
  scope,
  label = messages.home.feed,
}: {
  scope: Omit<FeedScope, 'order'>;
  label?: string;
}) {
  const [order, setOrder] = useState<FeedOrder>('latest');
  return (
    <section aria-label={label} className="min-w-0 rounded-lg bg-white px-5 py-3">
      <OrderTabs
        value={order}
        onChange={setOrder}
        names={messages.home.orders}
        label={messages.home.orderLabel}
      />
      <FeedList key={order} scope={{ ...scope, order }} label={label} />
    </section>
  );
}
