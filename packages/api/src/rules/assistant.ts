/**
 * The AI assistant's question rules (ours), declared once for the server (which checks them) and
 * the assistant page (which checks them before asking). Schema-free.
 */
export const ASSISTANT_LIMITS = { questionMin: 2, questionMax: 200, sources: 6 } as const;

export const ASSISTANT_MESSAGES = {
  enterQuestion: '请输入问题',
  questionTooShort: `问题至少${ASSISTANT_LIMITS.questionMin}个字`,
  questionTooLong: `问题不能超过${ASSISTANT_LIMITS.questionMax}个字`,
  noAnswer: '站内暂未找到能回答这个问题的内容，换个说法试试',
  disclaimer: '以上内容由 AI 根据站内内容生成，仅供参考',
} as const;
