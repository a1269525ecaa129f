import { shortVideoQuery } from '@portal/api/queries/short-video';
import { useQuery } from '@portal/query';
import { useNavigate, useSearchParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { NotFound } from '@portal/shared-ui/not-found';
import { useCallback, useEffect } from 'react';
import { shortVideoMessages as t } from '../../short-video-messages';
import { ShortVideoView, shortVideoPageUrl } from './short-video-view';

/** `?id=`: a positive whole number, else undefined */
export function videoIdParam(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

const missing = <NotFound title={t.notFoundTitle} message={t.notFoundMessage} />;

function WithTitle({ id }: { id: number }) {
  const { data } = useQuery(shortVideoQuery(id, useViewerId()));
  useEffect(() => {
    if (data) document.title = t.documentTitle(data.title);
  }, [data]);
  return null;
}

/**
 * `/app/shortplayer/index.html?id=`: the short-video player as a page of its own, built for a phone:
 * the video full height, swipe up or down (or the arrow keys) for the next or previous video of the
 * feed, which replaces the address; centred on a wide screen. An unknown id is the not-found page.
 */
export function ShortVideoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = videoIdParam(params.get('id'));
  const onNavigate = useCallback(
    (next: number) => navigate(shortVideoPageUrl(next), { replace: true }),
    [navigate],
  );
  if (id === undefined) return missing;
  return (
    // over the shell's sticky header (z-50), as a phone player fills the screen: under it, the header
    // hid the ▲ button and the comments' heading; the in-place overlay (z-60) stays above
    <div className="fixed inset-0 z-[55] bg-black">
      <WithTitle id={id} />
      <ShortVideoView
        id={id}
        onNavigate={onNavigate}
        notFound={<div className="h-full overflow-auto bg-white">{missing}</div>}
      />
    </div>
  );
}
