import { IDENTITY } from '@portal/api/identity';
import { HOME_MESSAGES } from '@portal/api/rules/home';
import { REAL_NAME_MAX } from '@portal/api/rules/user';

/** Every Chinese text of the shell (the ones the server answers too live in @portal/api/rules). */
export const messages = {
  brand: '脑医汇',
  brandSlogan: '神经外科医生的专业平台',
  documentTitle: '脑医汇 - 神经外科医生的专业平台',

  nav: {
    label: '主导航',
    items: [
      { label: '首页', to: '/' },
      { label: '资讯', to: '/info' },
      { label: '会议', to: '/meeting/home' },
      { label: '病例', to: '/case' },
      { label: '云课堂', to: '/mooc' },
      { label: '全景手术', to: '/holographic' },
      { label: '关于我们', to: '/introduce?optionActive=aboutUs' },
    ],
  },

  headerMenu: {
    open: '打开菜单',
    close: '关闭菜单',
    search: '打开搜索',
  },

  search: {
    label: '站内搜索',
    placeholder: '搜索资讯、会议、病例、课程',
    submit: '搜索',
  },

  account: {
    signIn: '登录',
    menu: '账户菜单',
    signOut: '退出登录',
    profile: '个人主页',
    personalData: '个人资料',
    browsingHistory: '浏览历史',
    messageCentre: '消息中心',
    myCourses: '我的课程',
    score: '我的积分',
    wallet: '我的钱包',
    coupons: '优惠券',
    physicalOrders: '实物订单',
  },

  footer: {
    nav: [
      { label: '关于我们', to: '/introduce?optionActive=aboutUs' },
      { label: '资讯', to: '/info' },
      { label: '会议', to: '/meeting/home' },
      { label: '病例', to: '/case' },
      { label: '云课堂', to: '/mooc' },
      { label: '临床招募', to: '/recruitment-training' },
      { label: '客户端下载', to: '/linkdownload' },
    ],
    filing: '京ICP备2026012345号-1',
    filingUrl: 'https://beian.miit.gov.cn/',
    copyright: '© 2026 脑医汇 版权所有',
    disclaimer: '本站内容仅供医学专业人士参考，不能替代医生的诊断与治疗建议。',
  },

  sideBar: {
    label: '快捷工具',
    backToTop: '返回顶部',
    download: '下载客户端',
    appQr: '脑医汇App二维码',
    appQrHint: '扫码下载脑医汇App',
  },

  // ---- header and footer of issue 3 (publish, requirement, messages, EN, More, footer QR) ----

  searchHints: {
    /** the dictionary of the rotating placeholder hint words */
    dictId: 'search_hint',
  },

  footerQr: {
    label: '关注脑医汇',
    /** the image's own name; the caption under it says the channel */
    imageAlt: (name: string) => `${name}二维码`,
  },

  publish: {
    button: '发布',
    menuLabel: '发布内容',
    options: {
      demand: '需求',
      answer: '回答',
      case: '病例',
      article: '文章',
      popularScience: '科普',
      drafts: '草稿箱',
    },
    notes: {
      demand: '提交您的合作需求',
      answer: '回答同行的提问',
      case: '分享手术病例',
      article: '撰写专业文章',
      popularScience: '撰写患者教育科普',
      drafts: '继续编辑草稿',
    },
    corporate: {
      title: '企业账号发布说明',
      body: '企业账号暂不支持在此发布病例、文章和回答。如需发布产品资讯、品牌动态或品牌活动，请前往品牌主页，在品牌管理中发布与维护内容。',
      manage: '前往品牌管理',
      close: '我知道了',
    },
    completeProfile: {
      title: '完善个人信息',
      body: '您的个人信息尚未完善。请在15个工作日内补充真实姓名及其他必填信息，完善后即可使用发布功能。',
      later: '以后再说',
      go: '去完善信息',
    },
    pending: {
      title: '内容审核中',
      close: '我知道了',
    },
  },

  requirement: {
    title: '发布需求',
    types: '需求类型',
    loadingTypes: '正在加载需求类型',
    typesFailed: '需求类型加载失败',
    retry: '重试',
    contact: '联系方式',
    contactPlaceholder: '请填写手机号、邮箱或微信号',
    remark: '备注',
    remarkPlaceholder: '请简要描述您的需求（选择“其他”时必填）',
    cancel: '取消',
    submit: '提交',
    // its errors and 提交成功 are the server's: REQUIREMENT_MESSAGES of @portal/api/rules/requirement
    submitting: '提交中...',
  },

  messageCenter: {
    label: '消息中心',
    unread: (count: string) => `消息中心，${count}条未读`,
  },

  en: {
    text: 'EN',
    title: '脑医汇英文版',
  },

  more: {
    button: '更多',
    label: '更多频道',
    academic: '学术资源',
    channels: '亚专业',
    devices: '医疗器械',
    loading: '正在加载',
    failed: '加载失败',
    retry: '重试',
    empty: '暂无内容',
  },

  home: {
    // what the server's HTML of the home says too (`@portal/api/rules/home`)
    title: HOME_MESSAGES.heroTitle,
    subtitle: HOME_MESSAGES.heroSubtitle,
    entriesLabel: HOME_MESSAGES.entriesLabel,
    newsLabel: HOME_MESSAGES.newsLabel,
    todayMeetingsLabel: '今日会议',
    hotSearchesLabel: '热门搜索',
    entries: HOME_MESSAGES.entries,
  },

  remotes: {
    unavailable: '该模块暂时无法加载',
    retry: '重试',
    loading: '正在加载',
    progress: '页面加载中',
  },

  notFound: {
    title: '页面不存在',
    message: '抱歉，您访问的页面不存在或已被删除。',
  },

  auth: {
    signInTitle: '手机验证码登录',
    registerTitle: '注册脑医汇账号',
    mobile: '手机号',
    mobilePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入6位验证码',
    sendCode: '获取验证码',
    resendIn: (seconds: number) => `${seconds}秒后重新获取`,
    signIn: '登录',
    signingIn: '登录中...',
    noAccount: '还没有账号？',
    goRegister: '立即注册',
    hasAccount: '已有账号？',
    goSignIn: '去登录',
    realName: '真实姓名',
    realNamePlaceholder: '请输入真实姓名',
    identity: '身份',
    identityPlaceholder: '请选择身份',
    register: '注册',
    registering: '注册中...',
    agreement: '登录即表示同意《脑医汇用户协议》和《隐私政策》',
    errors: {
      mobile: '请输入正确的手机号',
      code: '请输入6位验证码',
      realNameRequired: '请输入真实姓名',
      realNameTooLong: `真实姓名不能超过${REAL_NAME_MAX}个字`,
      identity: '请选择身份',
    },
    /** identity choices in the order the form shows them (value = identity code) */
    identities: [
      { value: IDENTITY.doctor, label: '医生' },
      { value: IDENTITY.nurse, label: '护士' },
      { value: IDENTITY.student, label: '医学生' },
      { value: IDENTITY.technician, label: '技师/药师' },
      { value: IDENTITY.patient, label: '患者/大众' },
      { value: IDENTITY.corporate, label: '企业用户' },
      { value: IDENTITY.otherPublic, label: '其他' },
    ],
  },

  // ---- the header search box's suggestions, history and hot searches (issue 5) ----
  searchBox: {
    suggestions: '搜索建议',
    history: '搜索历史',
    clearHistory: '清空',
    clearHistoryLabel: '清空搜索历史',
    hot: '热门搜索',
  },
} as const;
