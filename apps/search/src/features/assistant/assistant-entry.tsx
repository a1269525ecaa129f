import { askAiUrl } from '@portal/api/links';
import { messages } from '../../messages';

/** "问问 AI 助手" beside the results: the same words as a question, in a new tab (spec 2 links). */
export function AssistantEntry({ keywords }: { keywords: string }) {
  return (
    <a
      href={askAiUrl(keywords.trim())}
      target="_blank"
      rel="noopener"
      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand hover:bg-brand hover:text-white"
    >
      {messages.assistant.entry}
    </a>
  );
}
