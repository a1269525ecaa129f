import { useHost } from '@portal/shared-ui/host';
import type { LoadedHost } from '@portal/shared-ui/standalone-host';
import { createStandaloneHost } from '@portal/shared-ui/standalone-host';
import { render, screen } from '@testing-library/react';
import { StandaloneFrame } from '../frame';

const texts = {
  frameTitle: '资讯（独立运行）',
  hostFromShell: '宿主：门户外壳',
  hostLocal: '宿主：本地回退',
};

function Probe() {
  const host = useHost();
  const target = host.resolveJump({ type: 'info', id: 1, url: '/info/detail?id=1' });
  return <p>{target.kind === 'link' ? target.url : 'none'}</p>;
}

describe('StandaloneFrame', () => {
  it('renders the routes under the host it was given, with the bar naming that host', () => {
    const host: LoadedHost = { factory: createStandaloneHost, source: 'local' };
    render(<StandaloneFrame host={host} texts={texts} Routes={Probe} />);
    expect(screen.getByText('资讯（独立运行）')).toBeInTheDocument();
    expect(screen.getByText('宿主：本地回退')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-host', 'local');
    expect(screen.getByText('/info/detail?id=1')).toBeInTheDocument();
  });

  it('says so when the shell host is in use', () => {
    const host: LoadedHost = { factory: createStandaloneHost, source: 'shell' };
    render(<StandaloneFrame host={host} texts={texts} Routes={() => null} />);
    expect(screen.getByText('宿主：门户外壳')).toBeInTheDocument();
  });
});
