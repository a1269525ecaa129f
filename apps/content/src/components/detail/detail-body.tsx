import type { ArticleParagraphs, ParagraphBlock } from '@portal/api/contract/article';

/**
 * A body as the server gives it (spec 3): sanitized HTML, or blocks rendered as elements (title
 * h2, txt paragraphs keeping line breaks, img a figure, video a player). Block text is plain text
 * and is never parsed as HTML.
 */
export function DetailBody({ body }: { body: ArticleParagraphs }) {
  if (typeof body === 'string') {
    return (
      <div
        className="rich-text pt-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML bodies are sanitized on the server with an allowlist (ARCHITECTURE 5)
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  }
  return (
    <div className="rich-text pt-6" data-body="blocks">
      {body.map((block, i) => (
        // blocks have no ids and never reorder on screen: the position is the identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: ParagraphBlock }) {
  switch (block.type) {
    case 'title':
      return <h2>{block.text}</h2>;
    case 'txt':
      return <p className="whitespace-pre-line">{block.text}</p>;
    case 'img':
      return block.resource ? (
        <figure>
          <img src={block.resource} alt={block.text ?? ''} loading="lazy" decoding="async" />
          {block.text ? <figcaption>{block.text}</figcaption> : null}
        </figure>
      ) : null;
    case 'video':
      return block.resource ? (
        <figure>
          {/* biome-ignore lint/a11y/useMediaCaption: case videos come without caption tracks */}
          <video controls preload="metadata" poster={block.image} src={block.resource} className="w-full">
            {block.text ?? null}
          </video>
          {block.text ? <figcaption>{block.text}</figcaption> : null}
        </figure>
      ) : null;
    default:
      return null;
  }
}
