/** Every Chinese text of the __NAME__ remote. Components never hold literal Chinese strings. */
export const messages = {
  standalone: {
    frameTitle: '__TITLE__ · 独立运行',
    hostFromShell: '跳转规则：门户外壳',
    hostLocal: '跳转规则：本地回退',
  },
  home: {
    documentTitle: '__TITLE__ - 脑医汇',
    heading: '__TITLE__',
  },
  widget: {
    heading: '__TITLE__',
    more: '查看全部',
  },
} as const;
