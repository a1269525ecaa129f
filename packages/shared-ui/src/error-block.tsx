import { Button } from './button';

export interface ErrorBlockProps {
  message?: string;
  /** shows a 重试 button when given */
  onRetry?: () => void;
  retryText?: string;
  className?: string;
}

/** A failure in place of content, with a retry. */
export function ErrorBlock({
  message = '加载失败',
  onRetry,
  retryText = '重试',
  className = '',
}: ErrorBlockProps) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center justify-center gap-3 py-12 text-center ${className}`}
    >
      <p className="text-sm text-ink-soft">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryText}
        </Button>
      ) : null}
    </div>
  );
}
