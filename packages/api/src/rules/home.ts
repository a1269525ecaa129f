/**
 * The home page's words (spec 2), declared once for the shell's home, the content remote's news
 * widget and the server's HTML of `/` (issue 24): the server's first screen and the screens' say the
 * same, so the swap changes no line.
 */
export const HOME_MESSAGES = {
  heroTitle: '脑医汇',
  heroSubtitle: '神经外科医生的专业平台：会议直播、病例交流、云课堂与前沿资讯',
  entriesLabel: '频道入口',
  newsLabel: '最新资讯',
  entries: [
    { label: '资讯', to: '/info', note: '学科动态与专家观点' },
    { label: '会议', to: '/meeting/home', note: '学术会议直播与回放' },
    { label: '病例', to: '/case', note: '手术病例交流与讨论' },
    { label: '云课堂', to: '/mooc', note: '系统化的专业课程' },
    { label: '全景手术', to: '/holographic', note: '高清手术全程回放' },
    { label: '话题圈子', to: '/topic-circle/', note: '同行问答与学术交流' },
  ],
  /** the news widget's heading, its link to the list and the list's name */
  newsFeed: {
    title: '最新资讯',
    more: '更多资讯',
    listLabel: '最新资讯列表',
  },
} as const;
