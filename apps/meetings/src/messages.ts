/** Every Chinese text of the meetings remote. Components never hold literal Chinese strings. */
export const messages = {
  standalone: {
    frameTitle: '会议 · 独立运行',
    hostFromShell: '跳转规则：门户外壳',
    hostLocal: '跳转规则：本地回退',
  },
  home: {
    documentTitle: '会议 - 脑医汇',
    heading: '会议',
  },
  widget: {
    heading: '会议',
    more: '查看全部',
  },
} as const;
