/**
 * The AI assistant (spec 2: /askAI/char/home?question=). It answers from the portal's own content:
 * the passages that answer the question, composed with numbered citations. The path is ours.
 */
export const assistantPaths = {
  answer: '/wapi/askAI/answer',
} as const;

export const ASSISTANT_LIMITS = { questionMin: 2, questionMax: 200, sources: 6 } as const;

export const ASSISTANT_MESSAGES = {
  enterQuestion: '请输入问题',
  questionTooShort: `问题至少${ASSISTANT_LIMITS.questionMin}个字`,
  questionTooLong: `问题不能超过${ASSISTANT_LIMITS.questionMax}个字`,
  noAnswer: '站内暂未找到能回答这个问题的内容，换个说法试试',
  disclaimer: '以上内容由 AI 根据站内内容生成，仅供参考',
} as const;

export const askAiUrl = (question: string) => `/askAI/char/home?question=${encodeURIComponent(question)}`;
