import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContentLink,
  createLocalHost,
  HostProvider,
  type PortalHost,
  pageNavigation,
  useHost,
} from '../host';

function hostWith(target: JumpTarget): PortalHost {
  return createLocalHost({ resolveJump: () => target, openItem: jest.fn() });
}

const item: JumpItem = { type: 'mparticle', id: 5 };

let seen: PortalHost | null = null;
function Probe() {
  seen = useHost();
  return null;
}

describe('useHost', () => {
  it('throws a clear error without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/no PortalHost provided/);
  });

  it('returns the provided host', () => {
    const host = createLocalHost();
    seen = null;
    render(
      <HostProvider host={host}>
        <Probe />
      </HostProvider>,
    );
    expect(seen).toBe(host);
  });
});

describe('ContentLink', () => {
  it('renders a new-tab link with rel=noopener', () => {
    render(
      <HostProvider host={hostWith({ kind: 'link', url: '/case/detail-ugc?id=5', newTab: true })}>
        <ContentLink item={item} className="title">
          病例
        </ContentLink>
      </HostProvider>,
    );
    const link = screen.getByRole('link', { name: '病例' });
    expect(link).toHaveAttribute('href', '/case/detail-ugc?id=5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveClass('title');
  });

  it('renders a same-tab link when the rule says so', () => {
    render(
      <HostProvider host={hostWith({ kind: 'link', url: '/idp', newTab: false })}>
        <ContentLink item={item}>IDP</ContentLink>
      </HostProvider>,
    );
    expect(screen.getByRole('link', { name: 'IDP' })).not.toHaveAttribute('target');
  });

  it('renders a button calling openItem for in-place targets', async () => {
    const host = hostWith({
      kind: 'inPlace',
      action: 'shortVideoPlayer',
      id: 9,
      fallbackUrl: '/app/shortplayer/index.html?id=9',
    });
    const video: JumpItem = { type: 'shortVideo', id: 9 };
    render(
      <HostProvider host={host}>
        <ContentLink item={video}>短视频</ContentLink>
      </HostProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '短视频' }));
    expect(host.openItem).toHaveBeenCalledWith(video);
  });

  it('renders a plain span when there is no jump', () => {
    render(
      <HostProvider host={hostWith({ kind: 'none' })}>
        <ContentLink item={{ type: 'meeting_fields', id: 1 }}>会场</ContentLink>
      </HostProvider>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('会场').tagName).toBe('SPAN');
  });
});

describe('createLocalHost', () => {
  it('resolves every jump to none and sends sign-in to /signin with the current address', () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    window.history.pushState({}, '', '/info/detail?id=3');
    const host = createLocalHost();
    expect(host.resolveJump({ type: 'info', url: '/info/detail?id=1' })).toEqual({ kind: 'none' });
    expect(host.requireLogin()).toBe(false);
    expect(assign).toHaveBeenCalledWith(`/signin?fallbackUrl=${encodeURIComponent('/info/detail?id=3')}`);
    host.goSignIn('/case');
    expect(assign).toHaveBeenLastCalledWith(`/signin?fallbackUrl=${encodeURIComponent('/case')}`);
  });
});
