export interface SkeletonProps {
  /** number of text lines */
  lines?: number;
  /** show a block (cover image) above the lines */
  block?: boolean;
  className?: string;
  label?: string;
}

/** Grey placeholder while content loads; keeps the layout from jumping when the content arrives. */
export function Skeleton({ lines = 3, block = false, className = '', label = '加载中' }: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={`animate-pulse space-y-3 ${className}`}>
      {block ? <div className="h-40 w-full rounded-md bg-line/70" /> : null}
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          key={i}
          className="h-4 rounded bg-line/70"
          style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  );
}
