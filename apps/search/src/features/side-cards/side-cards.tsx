import { ExpertsCard } from './experts-card';
import { HotAnswersCard } from './hot-answers-card';
import { HotTopicsCard } from './hot-topics-card';

/** The side cards of spec 2 under 热门搜索: 名医专家, 热门问答, 热门话题. */
export function SideCards() {
  return (
    <>
      <ExpertsCard />
      <HotAnswersCard />
      <HotTopicsCard />
    </>
  );
}
