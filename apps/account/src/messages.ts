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
