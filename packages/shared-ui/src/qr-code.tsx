import { QR_IMAGE_PATH, QR_URL_MAX_LENGTH } from '@portal/api/links';

/**
 * The absolute http(s) address a QR code should encode: `url` resolved against `origin` (default
 * the page's). Null for anything that is not http(s) (javascript:, data:, mailto: ...).
 */
export function absoluteHttpUrl(url: string, origin: string = window.location.origin): string | null {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * The image address of a QR code for `url` (relative URLs resolve against `origin`); null when not
 * http(s) or longer than the route accepts.
 */
export function qrImageSrc(url: string, origin?: string): string | null {
  const absolute = absoluteHttpUrl(url, origin);
  return absolute && absolute.length <= QR_URL_MAX_LENGTH
    ? `${QR_IMAGE_PATH}?url=${encodeURIComponent(absolute)}`
    : null;
}

export interface QrCodeProps {
  /** what the code encodes: an absolute http(s) URL or a path of this site */
  url: string;
  /** alt text, usually the caption */
  alt: string;
  /** px, square; default 88 */
  size?: number;
  className?: string;
}

/** A QR code drawn by the server, loaded lazily. Renders nothing for a non-http(s) URL. */
export function QrCode({ url, alt, size = 88, className = '' }: QrCodeProps) {
  const src = qrImageSrc(url);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      className={`block bg-white ${className}`}
    />
  );
}
