import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../messages';

/** The address of the page being read, absolute, for the QR code. */
export function pageUrl(): string {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}

/** 分享: a popover with a QR code of the page address (the server draws it at /media/qr.svg). */
export function ShareButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((v) => !v)}
        className={className}
      >
        {messages.detailPage.share}
      </button>
      {open ? (
        <div
          id={popoverId}
          role="dialog"
          aria-label={messages.detailPage.share}
          className="absolute left-full top-0 z-20 ml-3 w-[168px] rounded-lg bg-white p-3 text-center shadow-lg ring-1 ring-line"
        >
          <img
            src={`/media/qr.svg?url=${encodeURIComponent(pageUrl())}`}
            alt={messages.detailPage.shareQr}
            width={140}
            height={140}
            className="mx-auto"
          />
          <p className="mt-2 text-xs text-ink-mute">{messages.detailPage.shareHint}</p>
        </div>
      ) : null}
    </div>
  );
}
