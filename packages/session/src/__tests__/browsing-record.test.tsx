import { type HttpRequest, http } from '@portal/api/client';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { useBrowsingRecord } from '../browsing-record';
import { sessionStatusAtom, sessionUserAtom } from '../session';
import { sessionStore } from '../store';

function Page({ id }: { id: number | undefined }) {
  useBrowsingRecord('meeting', id);
  return null;
}

const post = jest.fn<Promise<unknown>, [HttpRequest]>();
const previousTransport = http.transport;
afterAll(() => {
  http.transport = previousTransport;
});

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue({ code: 1, result: {} });
  http.transport = async (request) => {
    const body = await post(request);
    return { status: 200, json: async () => body };
  };
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

const signInAs = (id: number) =>
  act(() => {
    sessionStore.set(sessionUserAtom, { id, realName: '张伟', avatarAddress: '', identity: 1, isAuth: 1 });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });

describe('useBrowsingRecord', () => {
  it('records nothing for a visitor or before the item is known', async () => {
    const { rerender } = render(<Page id={7} />);
    rerender(<Page id={undefined} />);
    signInAs(3);
    await act(async () => {});
    expect(post).not.toHaveBeenCalled();
    act(() => sessionStore.set(sessionUserAtom, null));
    rerender(<Page id={7} />);
    await act(async () => {});
    expect(post).not.toHaveBeenCalled();
  });

  it('records an item once per reader, even under StrictMode and re-renders; another item records again', async () => {
    signInAs(3);
    const { rerender } = render(
      <StrictMode>
        <Page id={7} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Page id={7} />
      </StrictMode>,
    );
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(post).toHaveBeenCalledTimes(1);
    const request = post.mock.calls[0]![0];
    expect([request.method, request.url]).toEqual(['POST', engagementEndpoints.saveHistory.path]);
    expect(request.input).toEqual({ contentSource: 'meeting', contentId: 7 });
    rerender(
      <StrictMode>
        <Page id={8} />
      </StrictMode>,
    );
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  });

  it('a failed record is silent', async () => {
    post.mockRejectedValueOnce(new Error('offline'));
    signInAs(4);
    render(<Page id={9} />);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  });
});
