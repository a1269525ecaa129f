// The remote's styles load with the widget, so it is styled inside the shell too.
import '../../styles.css';
import { HotSearchesCard } from '../../features/hot-searches/hot-searches-card';

/** Exposed as `search/widgets/HotSearches` for the shell's home page: entries open by the host's search rule. */
export default function HotSearches() {
  return <HotSearchesCard inPage={false} />;
}
