/** Every Chinese text of the shell. */
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

  search: {
    label: '站内搜索',
    placeholder: '搜索资讯、会议、病例、课程',
    submit: '搜索',
    empty: '请输入关键字',
  },

  account: {
    signIn: '登录',
    menu: '账户菜单',
    signOut: '退出登录',
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
  },

  home: {
    title: '脑医汇',
    subtitle: '神经外科医生的专业平台：会议直播、病例交流、云课堂与前沿资讯',
    entriesLabel: '频道入口',
    entries: [
      { label: '资讯', to: '/info', note: '学科动态与专家观点' },
      { label: '会议', to: '/meeting/home', note: '学术会议直播与回放' },
      { label: '病例', to: '/case', note: '手术病例交流与讨论' },
      { label: '云课堂', to: '/mooc', note: '系统化的专业课程' },
      { label: '全景手术', to: '/holographic', note: '高清手术全程回放' },
      { label: '话题圈子', to: '/topic-circle/', note: '同行问答与学术交流' },
    ],
  },

  remotes: {
    unavailable: '该模块暂时无法加载',
    retry: '重试',
    loading: '正在加载',
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
    codeSent: '验证码已发送',
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
      realNameTooLong: '真实姓名不能超过20个字',
      identity: '请选择身份',
    },
    /** identity choices in the order the form shows them (value = identity code) */
    identities: [
      { value: 1, label: '医生' },
      { value: 2, label: '护士' },
      { value: 5, label: '医学生' },
      { value: 6, label: '技师/药师' },
      { value: 3, label: '患者/大众' },
      { value: 4, label: '企业用户' },
      { value: 7, label: '其他' },
    ],
  },
} as const;
