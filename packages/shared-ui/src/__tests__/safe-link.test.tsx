import { render, screen } from '@testing-library/react';
import { isAbsoluteHttp, SafeLink, safeHref } from '../safe-link';

describe('safeHref', () => {
  it.each([
    '/info',
    '/channel/home?channelId=1&channelTitle=%E8%84%91',
    'https://en.naoyihui.com/',
    'http://a.b/c',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil',
    '/\t/evil.example',
    'info',
    'https://',
    null,
    undefined,
  ])('refuses %p', (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it('tells absolute http(s) addresses apart', () => {
    expect(isAbsoluteHttp('https://a.b')).toBe(true);
    expect(isAbsoluteHttp('/a')).toBe(false);
  });
});

describe('SafeLink', () => {
  it('a new-tab link with rel=noopener', () => {
    render(
      <SafeLink href="https://a.example/" newTab>
        外链
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: '外链' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('a same-tab link', () => {
    render(<SafeLink href="/info">资讯</SafeLink>);
    expect(screen.getByRole('link', { name: '资讯' })).not.toHaveAttribute('target');
  });

  it('plain text for an unsafe address', () => {
    const scriptUrl = ['javascript', 'alert(1)'].join(':');
    render(<SafeLink href={scriptUrl}>坏链接</SafeLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('坏链接')).toBeInTheDocument();
  });
});
