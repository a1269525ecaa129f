import { portalEndpoints } from '@portal/api/endpoints/portal';
import { fakeApi } from '@portal/testing/fake-api';
import { render } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import { afterFirstIdle } from '../../../remotes/idle';
import { FooterQrCodes } from '../footer-qr-codes';

// the frame's server data waits for the first idle period; here it comes at once
jest.mock('../../../remotes/idle', () => ({ afterFirstIdle: jest.fn(() => Promise.resolve()) }));

const api = fakeApi();

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; disconnect: jest.Mock; options: unknown }>;

beforeEach(() => {
  observers = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: class {
      disconnect = jest.fn();
      observe = jest.fn();
      constructor(callback: Callback, options: unknown) {
        observers.push({ callback, disconnect: this.disconnect, options });
      }
    },
  });
  api.on(portalEndpoints.footerQrCodes, {
    code: 1,
    list: [
      { id: 1, name: '官方微信', url: 'https://weixin.example/naoyihui' },
      { id: 2, name: '坏地址', url: 'javascript:alert(1)' },
    ],
    page: { pageNo: 1, pageSize: 2, totalPage: 1, totalCount: 2 },
  });
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('FooterQrCodes', () => {
  it('asks for the codes only when the footer comes near the viewport, keeping the row height meanwhile', async () => {
    let idle: () => void = () => {};
    jest.mocked(afterFirstIdle).mockReturnValueOnce(new Promise<void>((resolve) => (idle = resolve)));
    render(<FooterQrCodes />);
    const row = screen.getByRole('region', { name: '关注脑医汇' });
    expect(row).toHaveClass('min-h-[116px]');
    // nothing before the first idle period
    await act(async () => {});
    expect(observers).toHaveLength(0);
    await act(async () => idle());
    expect(api.requests(portalEndpoints.footerQrCodes)).toEqual([]);
    expect(observers[0]?.options).toEqual({ rootMargin: '400px 0px' });

    await act(async () => observers[0]!.callback([{ isIntersecting: false }]));
    expect(api.requests(portalEndpoints.footerQrCodes)).toEqual([]);

    await act(async () => observers[0]!.callback([{ isIntersecting: true }]));
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    const img = await screen.findByRole('img', { name: '官方微信二维码' });
    expect(img).toHaveAttribute(
      'src',
      `/media/qr.svg?url=${encodeURIComponent('https://weixin.example/naoyihui')}`,
    );
    expect(screen.getByText('官方微信')).toBeInTheDocument();
    // a code that is not http(s) is left out
    expect(screen.queryByText('坏地址')).not.toBeInTheDocument();
    expect(api.requests(portalEndpoints.footerQrCodes)).toHaveLength(1);
  });

  it('the row goes away when there is nothing to show', async () => {
    api.on(portalEndpoints.footerQrCodes, {
      code: 1,
      list: [],
      page: { pageNo: 1, pageSize: 0, totalPage: 0, totalCount: 0 },
    });
    render(<FooterQrCodes />);
    await act(async () => {});
    await act(async () => observers[0]!.callback([{ isIntersecting: true }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: '关注脑医汇' })).not.toBeInTheDocument());
    expect(api.requests(portalEndpoints.footerQrCodes)).toHaveLength(1);
  });
});
