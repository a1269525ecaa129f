import { pageNavigation } from '@portal/session/navigation';
import { goSignIn, requireLogin } from '@portal/session/require-login';
import { toast } from '@portal/shared-ui/toast';
import { createShellHost, OPEN_IN_PLACE_EVENT } from '../host';

jest.mock('@portal/session/require-login', () => ({
  requireLogin: jest.fn(() => false),
  goSignIn: jest.fn(),
}));
jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

let open: jest.SpyInstance;
let assign: jest.SpyInstance;

beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
});

describe('createShellHost', () => {
  it('resolves jumps with the shell jump rules', () => {
    const host = createShellHost();
    expect(host.resolveJump({ type: 'mparticle', id: 5 })).toEqual({
      kind: 'link',
      url: '/case/detail-ugc?id=5',
      newTab: true,
    });
  });

  it('openItem opens links in a new tab with noopener', () => {
    createShellHost().openItem({ type: 'community_question', id: 15 });
    expect(open).toHaveBeenCalledWith('/topic-circle/questionhome?id=15', '_blank', 'noopener');
  });

  it('openItem with newTab false navigates in the page (router) or the window', () => {
    const navigate = jest.fn();
    createShellHost(navigate).openItem({ type: 'mparticle', id: 5 }, { newTab: false });
    expect(navigate).toHaveBeenCalledWith('/case/detail-ugc?id=5');
    expect(open).not.toHaveBeenCalled();

    createShellHost(navigate).openItem({ type: 'other', url: 'https://www.example.com/' }, { newTab: false });
    expect(assign).toHaveBeenCalledWith('https://www.example.com/');
  });

  it('openItem does nothing for items without a jump', () => {
    createShellHost().openItem({ type: 'meeting_fields', id: 1 });
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('in-place targets go to a listening screen, else to the player page', () => {
    const host = createShellHost();
    host.openItem({ type: 'shortVideo', id: 33 });
    expect(open).toHaveBeenCalledWith('/app/shortplayer/index.html?id=33', '_blank', 'noopener');

    open.mockClear();
    const listener = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(OPEN_IN_PLACE_EVENT, listener);
    try {
      host.openItem({ type: 'shortVideo', id: 34 });
    } finally {
      window.removeEventListener(OPEN_IN_PLACE_EVENT, listener);
    }
    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0]?.[0] as CustomEvent | undefined;
    expect(event?.detail).toMatchObject({
      action: 'shortVideoPlayer',
      id: 34,
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('toast, requireLogin and goSignIn go to shared-ui and session', () => {
    const host = createShellHost();
    host.toast('订阅成功');
    expect(toast).toHaveBeenCalledWith('订阅成功');
    expect(host.requireLogin()).toBe(false);
    expect(requireLogin).toHaveBeenCalled();
    host.goSignIn('/case');
    expect(goSignIn).toHaveBeenCalledWith('/case');
  });

  it('openSearch follows the header rule: a new tab, or the same tab on /search', () => {
    const navigate = jest.fn();
    createShellHost(navigate).openSearch(' 胶质瘤 ');
    expect(open).toHaveBeenCalledWith(
      `/search?keywords=${encodeURIComponent('胶质瘤')}`,
      '_blank',
      'noopener',
    );
    expect(navigate).not.toHaveBeenCalled();

    open.mockClear();
    window.history.pushState({}, '', '/search?keywords=old');
    try {
      createShellHost(navigate).openSearch('动脉瘤夹闭');
      // no router: the window moves
      createShellHost().openSearch('脑深部电刺激');
    } finally {
      window.history.pushState({}, '', '/');
    }
    expect(navigate).toHaveBeenCalledWith(`/search?keywords=${encodeURIComponent('动脉瘤夹闭')}`);
    expect(assign).toHaveBeenCalledWith(`/search?keywords=${encodeURIComponent('脑深部电刺激')}`);
    expect(open).not.toHaveBeenCalled();
  });

  it('openSearch with blank keywords does nothing', () => {
    createShellHost().openSearch('   ');
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
