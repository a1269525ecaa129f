import { act, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, Toaster, toast } from '../toast';

describe('toast', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.dismiss());
    jest.useRealTimers();
  });

  it('shows a message in the Toaster and hides it after 1500 ms', () => {
    render(<Toaster />);
    act(() => {
      toast('请输入关键字');
    });
    expect(screen.getByRole('status')).toHaveTextContent('请输入关键字');
    expect(TOAST_DURATION_MS).toBe(1500);
    act(() => {
      jest.advanceTimersByTime(1499);
    });
    expect(screen.getByText('请输入关键字')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('请输入关键字')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast('订阅成功', { duration: 3000 });
    });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByText('订阅成功')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('订阅成功')).not.toBeInTheDocument();
  });

  it('a loading toast stays until dismissed, and defaults to 提交中...', () => {
    render(<Toaster />);
    let dismiss = () => {};
    act(() => {
      dismiss = toast.loading();
    });
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('提交中...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    act(() => dismiss());
    expect(screen.queryByText('提交中...')).not.toBeInTheDocument();
  });

  it('a new toast replaces the current one; a stale dismiss does not hide the new one', () => {
    render(<Toaster />);
    let dismissLoading = () => {};
    act(() => {
      dismissLoading = toast.loading('正在退出..');
    });
    act(() => {
      toast('评论成功!');
    });
    expect(screen.queryByText('正在退出..')).not.toBeInTheDocument();
    act(() => dismissLoading());
    expect(screen.getByText('评论成功!')).toBeInTheDocument();
  });

  it('works before any Toaster is mounted (state is module level)', () => {
    act(() => {
      toast('先于挂载');
    });
    render(<Toaster />);
    expect(screen.getByText('先于挂载')).toBeInTheDocument();
  });
});
