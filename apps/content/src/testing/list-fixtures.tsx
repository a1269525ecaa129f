import type { ListEnvelope } from '@portal/api/contract/envelope';
import type { GuideItem, InterpretingVideo, InterpretingVideoDetail } from '@portal/api/contract/guidance';
import type { ElabDetail, ElabItem, ElabSpecialColumn } from '@portal/api/contract/panoramic';
import { localTime } from '@portal/testing/render';

/** The list pages' data as the server answers it (panoramic surgery, guides), for tests. */
export function envelope<T>(list: T[], page: { pageNo?: number; totalPage?: number } = {}): ListEnvelope<T> {
  const pageNo = page.pageNo ?? 1;
  const totalPage = page.totalPage ?? 1;
  return { code: 1, list, page: { pageNo, pageSize: 10, totalPage, totalCount: list.length } };
}

export function makeElabItem(overrides: Partial<ElabItem> = {}): ElabItem {
  const id = overrides.id ?? 1;
  return {
    id,
    caseName: `全景手术：开颅夹闭术治疗颅内动脉瘤 ${id}`,
    image: `/media/cover/elab-${id}.svg`,
    elabSurgicalClassification: { id: 2, code: 'CEREBROVASCULAR', name: '脑血管病' },
    hospital: '首都医科大学附属北京天坛医院',
    authorList: [
      {
        systemUserId: 11,
        userRealname: '王建国',
        userAvatar: '/media/avatar/11.svg',
        company: '北京天坛医院',
      },
    ],
    classificationList: [{ id: 3, name: '颅内动脉瘤' }],
    shareDesc: '完整手术视频与步骤解析：翼点入路夹闭后交通动脉瘤。',
    views: 1520,
    publishTime: localTime(2026, 5, 6, 9, 30),
    ...overrides,
  };
}

export function makeElabDetail(overrides: Partial<ElabDetail> = {}): ElabDetail {
  return {
    ...makeElabItem(overrides),
    content: '<h2>手术步骤</h2><ol><li>体位与切口</li><li>显露</li></ol>',
    columns: [{ id: 4, title: '脑血管病·大师手术全景' }],
    ...overrides,
  };
}

export function makeColumn(overrides: Partial<ElabSpecialColumn> = {}): ElabSpecialColumn {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `颅底外科·经典入路全程解析 ${id}`,
    cover: `/media/cover/elab-column-${id}.svg`,
    description: '精选颅底外科领域代表性手术全程录像。',
    views: 800,
    contents: 8,
    ...overrides,
  };
}

export function makeGuide(overrides: Partial<GuideItem> = {}): GuideItem {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `中国颅内动脉瘤诊疗指南（2024版）${id}`,
    kind: 'guideline',
    kindName: '指南',
    society: '中华医学会神经外科学分会',
    year: 2024,
    subspecialty: { id: 2, name: '脑血管病' },
    summary: '围绕破裂风险评估给出推荐意见。',
    views: 300,
    publishTime: localTime(2024, 3, 1),
    videoCount: 1,
    ...overrides,
  };
}

export function makeVideo(overrides: Partial<InterpretingVideo> = {}): InterpretingVideo {
  const id = overrides.id ?? 1;
  return {
    id,
    cover: `/media/cover/guide-video-${id}.svg`,
    videoName: `《中国颅内动脉瘤诊疗指南》解读 ${id}`,
    publishTime: localTime(2024, 4, 2),
    description: '逐条解读指南的主要推荐意见。',
    author: { authorName: '李明', headImage: '/media/avatar/7.svg' },
    duration: 1325,
    views: 90,
    guideId: 1,
    guideTitle: '中国颅内动脉瘤诊疗指南（2024版）',
    ...overrides,
  };
}

export function makeVideoDetail(overrides: Partial<InterpretingVideoDetail> = {}): InterpretingVideoDetail {
  return {
    ...makeVideo(overrides),
    videoUrl: '/media/video/guide-video-1.mp4',
    guide: makeGuide(),
    ...overrides,
  };
}
