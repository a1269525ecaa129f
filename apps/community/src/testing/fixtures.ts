import type { AnswerItem, CommunityPerson, FeedItem, QuestionDetail } from '@portal/api/contract/community';

/** Community data as the server answers it, for the remote's tests. */
export const doctor = (id: number, realName = `医生${id}`): CommunityPerson => ({
  id,
  realName,
  avatarAddress: '',
  identity: 1,
  company: '北京天坛医院',
});

export const anonymous: CommunityPerson = {
  id: 0,
  realName: '匿名用户',
  avatarAddress: '',
  identity: null,
  company: '',
};

export function feedItem(id: number, overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    type: 'community_activity_latest_answer',
    id,
    questionId: 100 + id,
    questionTitle: `问题${id}：胶质瘤术后如何随访？`,
    text: `回答${id}的内容`,
    images: [],
    isTop: 'F',
    essences: 'F',
    answers: 3,
    diggs: 5,
    isDigg: false,
    isCollect: false,
    comments: 2,
    isFollow: false,
    publishTime: Date.UTC(2026, 10, 20, 2),
    creator: doctor(id),
    isHideCreator: 'F',
    askQuestionsPeopleNumber: 4,
    mine: false,
    topics: [{ id: 7, title: '胶质瘤' }],
    activity: null,
    ...overrides,
  };
}

export function question(id: number, overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    review: null,
    id,
    title: `问题${id}：脑膜瘤术后复发怎么办？`,
    text: '患者女，56岁，术后两年复发。',
    images: [],
    activity: null,
    editable: false,
    creator: doctor(9, '张伟'),
    isHideCreator: 'F',
    essences: 'F',
    answers: 2,
    views: 120,
    publishTime: Date.UTC(2026, 10, 20, 2),
    topics: [{ id: 7, title: '脑膜瘤' }],
    circle: { id: 3, title: '神经肿瘤交流圈' },
    isFollow: false,
    askQuestionsPeopleNumber: 4,
    userAskQuestionStatus: 'F',
    isAnswered: false,
    mine: false,
    products: [],
    ...overrides,
  };
}

export function answer(id: number, overrides: Partial<AnswerItem> = {}): AnswerItem {
  return {
    id,
    questionId: 1,
    text: `<p>回答${id}：建议复查增强 MRI。</p>`,
    creator: doctor(20 + id),
    isTop: 'F',
    essences: 'F',
    diggs: 3,
    isDigg: false,
    isCollect: false,
    comments: 1,
    views: 10,
    publishTime: Date.UTC(2026, 10, 21, 2),
    mine: false,
    ...overrides,
  };
}

export const list = <T>(items: T[], pageNo = 1, totalPage = 1) => ({
  code: 1 as const,
  list: items,
  page: { pageNo, pageSize: 10, totalCount: items.length, totalPage },
});
