import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { staticPageMessages } from './messages';

/** The frame of a static page: sets the document title and lays out the h1, lead and body. */
export function StaticPage({
  title,
  lead,
  docTitle = title,
  children,
}: {
  title: string;
  lead?: string;
  /** the name for document.title when it differs from the h1 */
  docTitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(staticPageMessages.docTitle(docTitle));
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <header className="mb-5 rounded-lg bg-white px-6 py-6 md:px-8">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-sm leading-7 text-ink-soft md:text-base">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** A white card section with an h2 heading. */
export function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={`rounded-lg bg-white px-6 py-6 md:px-8 ${className}`}>
      <h2 className="mb-4 border-l-4 border-brand pl-3 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
