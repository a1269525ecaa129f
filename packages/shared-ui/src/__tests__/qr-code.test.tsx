import { render, screen } from '@testing-library/react';
import { absoluteHttpUrl, QrCode, qrImageSrc } from '../qr-code';

describe('qrImageSrc', () => {
  it('encodes an absolute http(s) URL for the server QR route', () => {
    expect(qrImageSrc('https://m.naoyihui.com/app?x=1&y=2')).toBe(
      `/media/qr.svg?url=${encodeURIComponent('https://m.naoyihui.com/app?x=1&y=2')}`,
    );
  });

  it('resolves a site path against the origin', () => {
    expect(qrImageSrc('/linkdownload', 'https://www.naoyihui.com')).toBe(
      '/media/qr.svg?url=https%3A%2F%2Fwww.naoyihui.com%2Flinkdownload',
    );
    expect(qrImageSrc('/linkdownload')).toBe(
      `/media/qr.svg?url=${encodeURIComponent('http://localhost/linkdownload')}`,
    );
  });

  it('refuses a URL longer than the route accepts', () => {
    expect(qrImageSrc(`https://a.example/${'x'.repeat(490)}`)).not.toBeNull();
    expect(qrImageSrc(`https://a.example/${'x'.repeat(500)}`)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c'])('refuses %s', (url) => {
    expect(qrImageSrc(url)).toBeNull();
    expect(absoluteHttpUrl(url)).toBeNull();
  });
});

describe('QrCode', () => {
  it('is a lazily loaded square image with its alt text', () => {
    render(<QrCode url="https://a.example/x" alt="官方微信" />);
    const img = screen.getByRole('img', { name: '官方微信' });
    expect(img).toHaveAttribute('src', `/media/qr.svg?url=${encodeURIComponent('https://a.example/x')}`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '88');
    expect(img).toHaveAttribute('height', '88');
  });

  it('renders nothing for a non-http URL', () => {
    const { container } = render(<QrCode url="javascript:void 0" alt="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
