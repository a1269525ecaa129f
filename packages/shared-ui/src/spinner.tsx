export interface SpinnerProps {
  /** diameter in px */
  size?: number;
  className?: string;
  /** accessible label; pass '' when the text beside it already says it */
  label?: string;
}

/** A small rotating ring. */
export function Spinner({ size = 20, className = '', label = '加载中' }: SpinnerProps) {
  const ring = `inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent align-middle ${className}`;
  const style = { width: size, height: size };
  if (!label) return <span aria-hidden="true" className={ring} style={style} />;
  return <span role="status" aria-label={label} className={ring} style={style} />;
}
