import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellHost } from '../../../host/host';
import { resetLoadedRemotes } from '../../../remotes/load-remote-component';
import { markRegistryPending, setRemotes } from '../../../remotes/registry';
import { REMOTE_FAILED } from '../../../remotes/retry-plugin';
import { InPlacePlayer } from '../in-place-player';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));

const mockLoadRemote = jest.mocked(loadRemote);

/** the content remote's overlay, as it is exposed: `{ id, onClose }` */
function FakeOverlay({ id, onClose }: { id: number | string; onClose(): void }) {
  return (
    <div role="dialog" aria-label="短视频播放器">
      <p>视频 {String(id)}</p>
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

const CONTENT = { name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info'] };
let open: jest.SpyInstance;

beforeEach(() => {
  resetLoadedRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  setRemotes([CONTENT]);
  window.history.replaceState({ idx: 0 }, '', '/search?keywords=x');
});
afterEach(() => jest.restoreAllMocks());

const openShortVideo = (id: number) => act(() => createShellHost().openItem({ type: 'shortVideo', id }));

describe('the short-video player in place', () => {
  it('takes the event, loads the content remote’s player and opens it over the page; no new tab', async () => {
    mockLoadRemote.mockResolvedValue({ default: FakeOverlay });
    render(<InPlacePlayer />);
    openShortVideo(31);
    expect(await screen.findByText('视频 31')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('content/overlays/ShortVideoPlayer');
    expect(open).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/search?keywords=x');
  });

  it('closing gives the page back and takes its history entry away; Back closes it too', async () => {
    mockLoadRemote.mockResolvedValue({ default: FakeOverlay });
    render(<InPlacePlayer />);
    const before = window.history.length;
    openShortVideo(31);
    await screen.findByText('视频 31');
    expect(window.history.length).toBe(before + 1);
    const back = jest.spyOn(window.history, 'back');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();

    openShortVideo(32);
    await screen.findByText('视频 32');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the event alone when the content remote is not registered: the host opens a new tab', () => {
    markRegistryPending();
    setRemotes([]);
    render(<InPlacePlayer />);
    openShortVideo(31);
    expect(open).toHaveBeenCalledWith('/app/shortplayer/index.html?id=31', '_blank', 'noopener');
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('opens the player page in a new tab when the player cannot load', async () => {
    mockLoadRemote.mockResolvedValue({ [REMOTE_FAILED]: true, error: new Error('down') } as never);
    render(<InPlacePlayer />);
    openShortVideo(31);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/app/shortplayer/index.html?id=31', '_blank', 'noopener'),
    );
    expect(screen.queryByTestId('in-place-loading')).toBeNull();
  });

  it('without the listener the host opens the player page in a new tab (as before)', () => {
    openShortVideo(31);
    expect(open).toHaveBeenCalledWith('/app/shortplayer/index.html?id=31', '_blank', 'noopener');
  });
});
