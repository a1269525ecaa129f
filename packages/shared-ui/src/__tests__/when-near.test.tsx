import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '../when-near';

describe('WhenNear', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('renders at once where the browser cannot tell how near it is', () => {
    // jsdom has no IntersectionObserver
    render(
      <WhenNear minHeight={300}>
        <p>评论区</p>
      </WhenNear>,
    );
    expect(screen.getByText('评论区')).toBeInTheDocument();
  });

  it('keeps its height until the place comes within the margin, then renders the part', () => {
    let notify: IntersectionObserverCallback = () => {};
    const observe = jest.fn();
    const options: IntersectionObserverInit[] = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
        notify = callback;
        options.push(init);
      }
      observe = observe;
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    const { container } = render(
      <WhenNear minHeight={300} margin={500}>
        <p>评论区</p>
      </WhenNear>,
    );
    expect(screen.queryByText('评论区')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '300px' });
    expect(options[0]?.rootMargin).toBe('0px 0px 500px 0px');
    expect(observe).toHaveBeenCalledWith(container.firstElementChild);
    act(() => notify([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByText('评论区')).not.toBeInTheDocument();
    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('评论区')).toBeInTheDocument();
  });
});
