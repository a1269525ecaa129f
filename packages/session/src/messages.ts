/** Chinese texts of the session package (spec 8). */
export const messages = {
  sessionExpired: '登录已失效,请重新登录!',
  pleaseSignIn: '请先登录',
  signingOut: '正在退出..',
  anonymousName: '匿名用户',
} as const;
