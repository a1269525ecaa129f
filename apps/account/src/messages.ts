/**
 * Every Chinese text of the account remote. Components never hold literal Chinese strings. One
 * section per feature folder; each feature's owner edits only its own section.
 */
export const messages = {
  standalone: {
    frameTitle: '个人中心 · 独立运行',
    hostFromShell: '跳转规则：门户外壳',
    hostLocal: '跳转规则：本地回退',
  },
  layout: {
    navLabel: '个人中心导航',
    home: '我的主页',
    personalData: '个人资料',
    messages: '消息中心',
    history: '浏览历史',
    courses: '我的课程',
    score: '我的积分',
    wallet: '我的钱包',
    coupons: '优惠券',
    physicalOrders: '实物订单',
    signInFirst: '请先登录',
  },
  widget: {
    heading: '个人中心',
    more: '查看全部',
  },
  // ---- profile (/user-center) ----
  profile: {
    documentTitle: '个人主页 - 脑医汇',
    titleOf: (name: string) => `${name}的主页 - 脑医汇`,
    notFound: '用户不存在',
    loadFailed: '加载失败，请稍后重试',
    retry: '重试',
    loading: '加载中...',
    empty: '暂无内容',
    noMore: '没有更多了~',
    verified: '已认证',
    level: (n: number) => `Lv.${n}`,
    medal: '勋章',
    releaseTotal: '发布',
    followerTotal: '关注',
    collectTotal: '收藏',
    fans: '粉丝',
    website: '个人网站',
    introduction: '个人简介',
    noIntroduction: '这个人很懒，还没有填写简介',
    follow: '关注',
    following: '已关注',
    unfollow: '取消关注',
    followFailed: '操作失败，请稍后重试',
    tabsLabel: '主页内容',
    tabs: {
      dynamics: '动态',
      articles: '文章 / 病例',
      qa: '问答',
      follows: '关注',
      favourites: '收藏',
      fans: '粉丝',
      subscriptions: '订阅',
    },
    hiddenToVisitors: '（仅自己可见）',
    allKinds: '全部',
    article: '文章',
    case: '病例',
    question: '提问',
    answer: '回答',
    actions: { publish: '发布了', like: '赞了', follow: '关注了' },
    contentTypes: {
      article: '文章',
      case: '病例',
      info: '资讯',
      question: '问题',
      answer: '回答',
      user: '用户',
      topic: '话题',
      circle: '圈子',
      column: '专栏',
      department: '科室',
      productLine: '产品线',
      activity: '活动',
    },
    answersCount: (n: number) => `${n} 个回答`,
    diggsCount: (n: number) => `${n} 赞同`,
    commentsCount: (n: number) => `${n} 评论`,
    viewsCount: (n: number) => `${n} 阅读`,
    anonymousAsked: '匿名提问',
    collectedAt: (time: string) => `收藏于 ${time}`,
    subscribedAt: (time: string) => `订阅于 ${time}`,
    settings: {
      open: '主页展示设置',
      heading: '访客可以看到的内容',
      hint: '关闭后，其他人无法查看该栏目；你自己始终可以看到全部内容。',
      save: '保存',
      saved: '保存成功',
      cancel: '取消',
      failed: '保存失败，请稍后重试',
    },
    enterprise: {
      badge: '企业用户',
      heading: '所属企业',
      brands: '所属品牌',
      products: '品牌产品',
      admin: '管理员',
      member: '成员',
      noBrands: '尚未加入任何品牌',
    },
    administrator: {
      badge: '品牌管理员',
      heading: '管理的品牌',
      members: (n: number) => `${n} 名成员`,
      products: (n: number) => `${n} 个产品`,
    },
  },
  // ---- personal data and verification (/personaldata) ----
  personalData: {
    documentTitle: '个人资料 - 脑医汇',
  },
  // ---- score (/score) ----
  score: {
    documentTitle: '我的积分 - 脑医汇',
  },
  // ---- message centre (/message-center) ----
  messageCentre: {
    documentTitle: '消息中心 - 脑医汇',
  },
  // ---- browsing history (/browsing-history) ----
  history: {
    documentTitle: '浏览历史 - 脑医汇',
  },
  // ---- my courses (/myCourses) ----
  courses: {
    documentTitle: '我的课程 - 脑医汇',
  },
  // ---- wallet (/user-center/wallet) ----
  wallet: {
    documentTitle: '我的钱包 - 脑医汇',
  },
  // ---- coupons (/user-center/coupons) ----
  coupons: {
    documentTitle: '优惠券 - 脑医汇',
  },
  // ---- physical orders (/user-center/physical-orders) ----
  physicalOrders: {
    documentTitle: '实物订单 - 脑医汇',
  },
} as const;
