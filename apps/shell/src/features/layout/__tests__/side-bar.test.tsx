import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { easeInOutCubic, SCROLL_DURATION_MS, scrollToTop } from '../scroll-to-top';
import { appQrUrl, SideBar } from '../side-bar';

let frames: Array<FrameRequestCallback>;
let scrollTo: jest.Mock;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

function runFrame(now: number) {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(now);
}

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  scrollTo = jest.fn();
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
  setScrollY(0);
});

describe('SideBar', () => {
  it('links to the client download in a new tab', () => {
    render(<SideBar />);
    const link = screen.getByRole('link', { name: /下载客户端/ });
    expect(link).toHaveAttribute('href', '/linkdownload');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the app QR in a card while the download item is hovered or focused', async () => {
    render(<SideBar />);
    const link = screen.getByRole('link', { name: /下载客户端/ });
    expect(screen.queryByRole('img', { name: '脑医汇App二维码' })).not.toBeInTheDocument();
    await userEvent.hover(link);
    const qr = await screen.findByRole('img', { name: '脑医汇App二维码' });
    expect(qr).toHaveAttribute(
      'src',
      `/media/qr.svg?url=${encodeURIComponent('http://localhost/linkdownload')}`,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('扫码下载脑医汇App');
    expect(link).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await userEvent.unhover(link);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => link.focus());
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    act(() => link.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('the app QR encodes the download page of this site', () => {
    expect(appQrUrl('https://www.naoyihui.com')).toBe('https://www.naoyihui.com/linkdownload');
  });

  it('shows back-to-top only after 200 px of scrolling', () => {
    render(<SideBar />);
    expect(screen.queryByRole('button', { name: /返回顶部/ })).not.toBeInTheDocument();
    act(() => {
      setScrollY(200);
      fireEvent.scroll(window);
      runFrame(0);
    });
    expect(screen.queryByRole('button', { name: /返回顶部/ })).not.toBeInTheDocument();
    act(() => {
      setScrollY(201);
      fireEvent.scroll(window);
      runFrame(16);
    });
    expect(screen.getByRole('button', { name: /返回顶部/ })).toBeInTheDocument();
  });

  it('back-to-top scrolls to 0', () => {
    setScrollY(1000);
    render(<SideBar />);
    fireEvent.click(screen.getByRole('button', { name: /返回顶部/ }));
    act(() => {
      runFrame(0);
      runFrame(SCROLL_DURATION_MS);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('scrollToTop', () => {
  it('eases from the current position to the top over 500 ms', () => {
    setScrollY(1000);
    scrollToTop();
    runFrame(1000);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1000);
    runFrame(1250);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    runFrame(1400);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 32);
    runFrame(1500);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(frames).toHaveLength(0);
  });

  it('does nothing at the top already', () => {
    scrollToTop();
    expect(frames).toHaveLength(0);
  });

  it('easing starts at 0, ends at 1 and is symmetric', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1);
  });
});
