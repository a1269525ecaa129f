import { ErrorBlock } from '@portal/shared-ui/error-block';
import { messages } from '../messages';

/** What a slot shows when its remote cannot be loaded: the Chinese notice and 重试. */
export function RemoteUnavailable({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <ErrorBlock
      message={messages.remotes.unavailable}
      retryText={messages.remotes.retry}
      onRetry={onRetry}
      className={className}
    />
  );
}
