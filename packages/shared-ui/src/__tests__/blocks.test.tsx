import { MemoryRouter } from '@portal/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBlock } from '../error-block';
import { NotFound } from '../not-found';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';

describe('NotFound', () => {
  it('says so in Chinese and links home', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});

describe('ErrorBlock', () => {
  it('shows the message and a 重试 button that calls onRetry', async () => {
    const onRetry = jest.fn();
    render(<ErrorBlock message="该模块暂时无法加载" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('该模块暂时无法加载');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without onRetry', () => {
    render(<ErrorBlock />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Skeleton and Spinner', () => {
  it('skeleton is a busy status with the given number of lines', () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(screen.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.h-4')).toHaveLength(4);
  });

  it('spinner has an accessible label unless hidden', () => {
    render(
      <>
        <Spinner />
        <Spinner label="" />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });
});
