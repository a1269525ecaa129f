// The remote's styles load with the widget, so it is styled inside the shell too.
import '../../styles.css';
import { messages } from '../../messages';

/** Exposed as `brands/widgets/Summary` for the shell's home page. */
export default function Summary() {
  return (
    <section aria-label={messages.widget.heading} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-ink">{messages.widget.heading}</h2>
      <a href="/bms" className="mt-2 inline-block text-sm text-brand hover:underline">
        {messages.widget.more}
      </a>
    </section>
  );
}
