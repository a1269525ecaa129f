import type { InfoItem } from '@portal/api/contract/info';
import { messages } from '../../messages';
import { ListCard } from './list-card';

/** One article in the list; it links by the info jump rule (the link given with the item). */
export function InfoListItem({ item }: { item: InfoItem }) {
  const authors = item.authorList.length
    ? item.authorList.map((a) => a.authorName).join(messages.infoList.authorSeparator)
    : item.authorNames;
  return (
    <ListCard
      jump={{ type: 'info', id: item.infoId, url: item.url }}
      title={item.infoTitle}
      cover={item.infoImg}
      description={item.searchDescription}
      essences={item.essences}
      bmsAuth={item.bmsAuth}
      byline={authors ? <span className="max-w-[50%] truncate">{authors}</span> : null}
      publishedAt={item.publishDate}
      views={item.showViews}
      comments={item.showComments}
      likes={item.showDiggs}
    />
  );
}
