import { act, renderHook } from '@testing-library/react';
import { useSessionStatus, useSessionUser } from '../hooks';
import { sessionStatusAtom, sessionUserAtom, signInSucceeded } from '../session';
import { sessionStore } from '../store';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

describe('session hooks', () => {
  it('read the one store without a Provider and follow its changes', () => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'checking');
    const user = renderHook(() => useSessionUser());
    const status = renderHook(() => useSessionStatus());
    expect(user.result.current).toBeNull();
    expect(status.result.current).toBe('checking');
    act(() => signInSucceeded({ id: 1, realName: '李明', avatarAddress: '', identity: 2, isAuth: 0 }));
    expect(user.result.current?.realName).toBe('李明');
    expect(status.result.current).toBe('signedIn');
  });
});
