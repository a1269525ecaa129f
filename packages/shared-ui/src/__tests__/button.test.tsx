import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';

describe('Button', () => {
  it('is a type=button by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>登录</Button>);
    const button = screen.getByRole('button', { name: '登录' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies variant and size classes', () => {
    render(
      <>
        <Button variant="secondary" size="lg">
          次要
        </Button>
        <Button variant="text" size="sm">
          文字
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '次要' }).className).toMatch(/border-brand/);
    expect(screen.getByRole('button', { name: '次要' }).className).toMatch(/h-11/);
    expect(screen.getByRole('button', { name: '文字' }).className).toMatch(/h-7/);
  });

  it('loading disables it, marks it busy and blocks clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled blocks clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        发送
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
