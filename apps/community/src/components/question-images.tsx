import { messages } from '../messages';

/** A question's pictures as thumbnails, each opening the full picture in a new tab. */
export function QuestionImages({ images }: { images: readonly string[] }) {
  if (images.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {images.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener" aria-label={messages.card.image(i + 1)}>
            <img
              src={url}
              alt=""
              width={120}
              height={120}
              loading="lazy"
              className="h-[120px] w-[120px] rounded border border-line object-cover hover:opacity-90"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
