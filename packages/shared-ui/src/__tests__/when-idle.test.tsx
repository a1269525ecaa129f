import { act, render, screen } from '@testing-library/react';
import { WhenIdle } from '../when-idle';

describe('WhenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('renders its part in the first idle period, not with the page', () => {
    let idle: () => void = () => {};
    const cancel = jest.fn();
    Object.assign(window, {
      requestIdleCallback: jest.fn((callback: () => void, options: { timeout: number }) => {
        idle = callback;
        expect(options.timeout).toBe(2000);
        return 7;
      }),
      cancelIdleCallback: cancel,
    });
    const { unmount } = render(
      <WhenIdle>
        <p>今日推荐</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('今日推荐')).not.toBeInTheDocument();
    act(() => idle());
    expect(screen.getByText('今日推荐')).toBeInTheDocument();
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('holds the part’s place with its fallback until then', () => {
    jest.useFakeTimers();
    render(
      <WhenIdle fallback={<p>加载中</p>}>
        <p>编辑器</p>
      </WhenIdle>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(60);
    });
    expect(screen.getByText('编辑器')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('falls back to a short delay where the browser has no idle callback', () => {
    jest.useFakeTimers();
    render(
      <WhenIdle>
        <p>今日推荐</p>
      </WhenIdle>,
    );
    expect(screen.queryByText('今日推荐')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByText('今日推荐')).toBeInTheDocument();
  });
});
