import { Link } from '@portal/router';

export interface NotFoundProps {
  title?: string;
  message?: string;
}

/** The 404 block: shown for any path no part of the portal owns. Needs a router above it. */
export function NotFound({
  title = '页面不存在',
  message = '抱歉，您访问的页面不存在或已被删除。',
}: NotFoundProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <p className="text-sm text-ink-soft">{message}</p>
      <Link to="/" className="rounded-md bg-brand px-5 py-2 text-sm text-white hover:bg-brand-700">
        返回首页
      </Link>
    </section>
  );
}
