/**
 * What a barrage may not say (issue 11): abuse, gambling and sex ads, selling invoices, and contact
 * details that turn the screen into an advert. Checked by the server; the box may check it too to
 * save a round trip. Schema-free.
 *
 * Matching is on the normalised text (`normaliseForBlocking`): NFKC (full-width ｖ is v), lower
 * case, spaces, punctuation and symbols removed, so 微 信 号, 微-信-号 and 微信.号 are all 微信号.
 */

/** plain words: blocked wherever they occur in the normalised text */
export const BARRAGE_BLOCK_WORDS: readonly string[] = [
  // contact details and ads
  '微信号',
  '加微信',
  '加微',
  '加威信',
  '加薇',
  'vx号',
  'wx号',
  'qq号',
  '加qq',
  '加群',
  '扫码加',
  '代开发票',
  '发票代开',
  '代开增值税',
  '兼职日结',
  '刷单',
  '贷款秒批',
  // gambling, sex
  '赌博',
  '博彩',
  '网赌',
  '六合彩',
  '时时彩',
  '百家乐',
  '裸聊',
  '约炮',
  '色情',
  // abuse
  '傻逼',
  '煞笔',
  '傻b',
  '草泥马',
  '操你',
  '你妈的',
  '去死吧',
  '狗日的',
];

/**
 * Patterns over the normalised text where a plain word would catch medicine: 加V (add on WeChat)
 * but not 增加VEGF; a mobile number; a link.
 */
export const BARRAGE_BLOCK_PATTERNS: readonly RegExp[] = [
  /加(v|vx|wx|q)(?![a-z])/,
  /(^|\D)1[3-9]\d{9}(?!\d)/,
  /https?|www/,
];

/** Markup someone tried to slip in (tags, entities, script URLs, event handlers), checked on the raw input. */
export const BARRAGE_MARKUP =
  /<\/?[a-z!?][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);|javascript:|\bon(error|load|click|mouse[a-z]*|focus|blur)\s*=/i;

/** NFKC, lower case, without spaces, punctuation or symbols. */
export const normaliseForBlocking = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}\p{Cf}]/gu, '');

/** Whether a barrage says something it may not (markup counts). */
export function isBlockedBarrage(text: string): boolean {
  if (BARRAGE_MARKUP.test(text)) return true;
  const normalised = normaliseForBlocking(text);
  return (
    BARRAGE_BLOCK_WORDS.some((word) => normalised.includes(word)) ||
    BARRAGE_BLOCK_PATTERNS.some((pattern) => pattern.test(normalised))
  );
}
