import { fireEvent, render, screen } from '@testing-library/react';
import { ANONYMOUS_ALT, Avatar, DEFAULT_AVATAR } from '../avatar';

describe('Avatar', () => {
  it('shows the image at 36x36 by default', () => {
    render(<Avatar src="/media/a.png" name="张医生" />);
    const img = screen.getByRole('img', { name: '张医生' });
    expect(img).toHaveAttribute('src', '/media/a.png');
    expect(img).toHaveAttribute('width', '36');
    expect(img).toHaveStyle({ width: '36px', height: '36px' });
  });

  it('falls back to the first character of the name when the image fails', () => {
    render(<Avatar src="/media/broken.png" name="李明" size={48} />);
    fireEvent.error(screen.getByRole('img', { name: '李明' }));
    const fallback = screen.getByRole('img', { name: '李明' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('李');
    expect(fallback).toHaveStyle({ width: '48px' });
  });

  it('without an image shows the initial', () => {
    render(<Avatar name="王" />);
    expect(screen.getByRole('img', { name: '王' })).toHaveTextContent('王');
  });

  it('links to the profile in a new tab', () => {
    render(<Avatar src="/a.png" name="张医生" href="/user-center?profileUserId=7" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/user-center?profileUserId=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('anonymous shows the fixed default avatar and no link', () => {
    render(<Avatar anonymous src="/a.png" name="张医生" href="/user-center?profileUserId=7" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const img = screen.getByRole('img', { name: ANONYMOUS_ALT });
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(screen.queryByText('张')).not.toBeInTheDocument();
  });

  it('decorative (the name written beside it) says nothing to assistive technology', () => {
    const { container, rerender } = render(<Avatar decorative src="/a.png" name="张医生" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<Avatar decorative name="张医生" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveTextContent('张');
  });
});
