/** Chinese texts of the session package (spec 8). */
export const messages = {
  sessionExpired: '登录已失效,请重新登录!',
  pleaseSignIn: '请先登录',
  signingOut: '正在退出..',
  // the publish gates (spec 4, 6, 8)
  identityCannotPublish: '当前身份无法使用发布功能',
  authReviewing: '身份审核中',
  authFailed: '身份认证失败',
  pleaseAuthenticate: '请先认证',
  pendingReview: '您发布的内容正在审核中，审核通过方可发布新内容。',
} as const;
