import { useState } from 'react';

/** The fixed avatar of anonymous users (identity 3, or 7 in the article area; hidden creators). */
export const DEFAULT_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23dfe3ea'/%3E%3Ccircle cx='32' cy='25' r='12' fill='%23fff'/%3E%3Cpath d='M10 60c2-13 11-20 22-20s20 7 22 20z' fill='%23fff'/%3E%3C/svg%3E";

export const ANONYMOUS_ALT = '匿名用户';

export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  /** px, default 36 (spec 9) */
  size?: number;
  /** profile link; ignored for anonymous users */
  href?: string;
  /** show the fixed default avatar, no name initial and no link */
  anonymous?: boolean;
  /** the name is written beside it: the picture says nothing more (alt "", hidden from assistive technology) */
  decorative?: boolean;
  className?: string;
}

/** Round avatar: the image, or the first character of the name when it fails to load. */
export function Avatar({
  src,
  name,
  size = 36,
  href,
  anonymous = false,
  decorative = false,
  className = '',
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full align-middle ${className}`;

  if (anonymous) {
    return (
      <img
        src={DEFAULT_AVATAR}
        alt={decorative ? '' : ANONYMOUS_ALT}
        width={size}
        height={size}
        className={base}
        style={style}
      />
    );
  }

  const label = name?.trim() || '';
  const showImage = Boolean(src) && failedSrc !== src;
  const initialStyle = { ...style, fontSize: Math.round(size * 0.45) };
  const initial = label ? (
    Array.from(label)[0]
  ) : (
    <img src={DEFAULT_AVATAR} alt="" width={size} height={size} />
  );
  const face = showImage ? (
    <img
      src={src ?? undefined}
      alt={decorative ? '' : label}
      width={size}
      height={size}
      loading="lazy"
      className={`${base} object-cover`}
      style={style}
      onError={() => setFailedSrc(src ?? null)}
    />
  ) : decorative ? (
    <span
      aria-hidden="true"
      className={`${base} bg-brand-100 font-medium text-brand-700`}
      style={initialStyle}
    >
      {initial}
    </span>
  ) : (
    <span
      role="img"
      aria-label={label || ANONYMOUS_ALT}
      className={`${base} bg-brand-100 font-medium text-brand-700`}
      style={initialStyle}
    >
      {initial}
    </span>
  );

  if (!href) return face;
  return (
    <a href={href} target="_blank" rel="noopener" className="inline-flex shrink-0">
      {face}
    </a>
  );
}
