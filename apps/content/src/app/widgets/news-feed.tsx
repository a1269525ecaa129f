// The remote's styles load with the widget, so it is styled inside the shell too.
import '../../styles.css';

/** Exposed as `content/widgets/NewsFeed` for the shell's home page. */
export { NewsFeed as default } from '../../features/info-list/news-feed';
