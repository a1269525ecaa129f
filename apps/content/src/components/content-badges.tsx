import { messages } from '../messages';

interface ContentBadgesProps {
  essences: 'T' | 'F';
  bmsAuth: number;
  className?: string;
}

/** 精选 when essences is 'T', 品牌认证 when bmsAuth is 1 (spec 3). Renders nothing otherwise. */
export function ContentBadges({ essences, bmsAuth, className = '' }: ContentBadgesProps) {
  const featured = essences === 'T';
  const certified = bmsAuth === 1;
  if (!featured && !certified) return null;
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 align-middle ${className}`}>
      {featured && (
        <span className="rounded bg-orange-50 px-1.5 py-0.5 text-xs font-medium leading-none text-orange-700 ring-1 ring-orange-200">
          {messages.common.featured}
        </span>
      )}
      {certified && (
        <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium leading-none text-brand-700 ring-1 ring-brand-200">
          {messages.common.brandCertified}
        </span>
      )}
    </span>
  );
}
