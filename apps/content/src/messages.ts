/** Every Chinese text of the content remote. Components never hold literal Chinese strings. */
export const messages = {
  standalone: {
    frameTitle: '内容模块 · 独立运行',
    hostFromShell: '跳转规则：门户外壳',
    hostLocal: '跳转规则：本地回退',
  },
  common: {
    retry: '重试',
    loading: '加载中',
    loadFailed: '加载失败，请稍后重试',
    featured: '精选',
    brandCertified: '品牌认证',
    views: '浏览',
    comments: '评论',
    likes: '点赞',
  },
  infoList: {
    title: '资讯',
    filterLabel: '亚专业筛选',
    all: '全部',
    empty: '暂无资讯',
    listLabel: '资讯列表',
    authorSeparator: '、',
  },
  newsFeed: {
    title: '最新资讯',
    more: '更多资讯',
    listLabel: '最新资讯列表',
  },
  build: {
    label: (label: string) => `版本 ${label}`,
  },
  pager: {
    label: '分页',
    prev: '上一页',
    next: '下一页',
    page: (n: number) => `第 ${n} 页`,
  },
  infoDetail: {
    notFound: '资讯不存在或已下线',
    backToList: '返回资讯列表',
    source: '来源',
    publishedAt: '发布时间',
    subspecialties: '亚专业',
    authors: '作者',
  },
  notFound: {
    title: '页面不存在',
  },
} as const;
