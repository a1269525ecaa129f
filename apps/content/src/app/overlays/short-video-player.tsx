// The remote's styles load with the overlay, so it is styled inside the shell too.
import '../../styles.css';

/**
 * Exposed as `content/overlays/ShortVideoPlayer`: the short-video player the shell opens in place
 * over any page (props `{ id, onClose }`).
 */
export { ShortVideoOverlay as default } from '../../features/short-video/short-video-overlay';
