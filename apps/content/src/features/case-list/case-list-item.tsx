import type { ArticleItem } from '@portal/api/contract/article';
import { isAnonymousIdentity } from '@portal/session/identity';
import { Avatar } from '@portal/shared-ui/avatar';
import { ListCard } from '../../components/list/list-card';
import { messages } from '../../messages';

/** One case in the list; it links by the mparticle jump rule. */
export function CaseListItem({ item }: { item: ArticleItem }) {
  const anonymous = isAnonymousIdentity(item.creator.identity, 'article');
  const name = anonymous ? messages.articleDetail.anonymous : item.creator.realName;
  return (
    <ListCard
      jump={{ type: 'mparticle', id: item.id }}
      title={item.title}
      cover={item.cover}
      description={item.description}
      essences={item.essences}
      bmsAuth={item.bmsAuth}
      byline={
        <span className="flex max-w-[50%] items-center gap-2">
          <Avatar src={item.creator.avatarAddress} name={name} size={24} anonymous={anonymous} />
          <span className="truncate">{name}</span>
        </span>
      }
      publishedAt={item.publishTime}
      views={item.showViews}
      comments={item.showComments}
      likes={item.showDiggs}
    />
  );
}
