/** 我的证书's Chinese texts (a file of its own beside 我的课程's, see `messages.ts`). */
export const myCertificatesMessages = {
  tab: '我的证书',
  heading: '我的证书',
  empty: '还没有证书：学完课程并通过测验，或签到并观看会议，即可领取继续教育学分证书',
  loading: '加载中…',
  loadFailed: '加载失败',
  retry: '重试',
  noMore: '没有更多了~',
  kind: { course: '课程', meeting: '会议' } as const,
  issuedAt: (date: string) => `颁发于 ${date}`,
  code: (code: string) => `编号 ${code}`,
  download: '下载 PDF',
  verify: '核验',
} as const;
