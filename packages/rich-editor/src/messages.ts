/** Every Chinese text of the editor. */
export const messages = {
  toolbar: '编辑工具栏',
  heading: '标题',
  subheading: '小标题',
  bold: '加粗',
  italic: '斜体',
  quote: '引用',
  bulletList: '无序列表',
  orderedList: '有序列表',
  image: '插入图片',
  video: '插入视频链接',
  undo: '撤销',
  redo: '重做',
  videoUrl: '视频地址',
  videoPlaceholder: '粘贴视频地址，如 https://…',
  insert: '插入',
  cancel: '取消',
  videoLabel: (url: string) => `视频：${url}`,
  badVideoUrl: '请输入以 http:// 或 https:// 开头的视频地址',
  uploading: (n: number) => `${n} 张图片上传中…`,
  uploadFailed: '图片上传失败，请稍后重试',
  outsideImagesDropped: (n: number) => `已移除 ${n} 张外部图片，请保存到本地后再上传`,
  count: (n: number, max: number) => `${n}/${max} 字`,
  tooLong: (max: number) => `已超过 ${max} 字`,
  // patient identifiers (issue 23); the shared words (遮盖, 一键遮盖全部, the hint) are DEIDENTIFY_MESSAGES
  identifiers: '患者隐私检查',
  identifiersFound: (n: number) => `发现 ${n} 处可识别患者的信息`,
  /** 现病史第2段：身份证号 1101… */
  identifierFinding: (where: string, label: string, preview: string) => `${where}：${label} ${preview}`,
  locateIdentifier: '定位',
  locateIdentifierLabel: (where: string, label: string) => `定位到${where}的${label}`,
  /** the button after a finding in the text */
  maskIdentifierLabel: (label: string) => `遮盖${label}`,
  /** the panel's button of one finding */
  maskFindingLabel: (where: string, label: string) => `遮盖${where}的${label}`,
} as const;
