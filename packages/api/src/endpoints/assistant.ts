import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const assistant = contract(() => import(/* webpackMode: "weak" */ '../contract/assistant'));

/**
 * The AI assistant (spec 2: /askAI/char/home?question=). It answers from the portal's own content:
 * the passages that answer the question, composed with numbered citations. The path is ours.
 */
export const assistantEndpoints = {
  answer: assistant.get('/wapi/askAI/answer', (c) => ({
    query: c.AssistantQuery,
    response: c.AssistantResponse,
  })),
};
