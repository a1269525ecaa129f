import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import { MyCoursesPage } from '../my-courses-page';

const api = fakeApi();
installIntersectionObserver();

beforeEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 1,
      realName: '王建国',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
});
afterEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

it('lists the certificates under 我的证书, each with its PDF and verification, and asks no course list', async () => {
  api.on(e.myCertificates, {
    code: 1 as const,
    list: [
      {
        code: '7K3M9QXR2VWT4H6P',
        kind: 'course' as const,
        activityId: 7,
        activityName: '颅内动脉瘤的显微外科治疗',
        hours: 1.5,
        holderName: '王建国',
        issuedAt: Date.UTC(2026, 10, 20, 2, 0),
        pdfUrl: '/wapi/cme/certificate.pdf?code=7K3M9QXR2VWT4H6P',
      },
    ],
    page: { pageNo: 1, pageSize: 10, totalCount: 1, totalPage: 1 },
  });
  renderAt('/myCourses?tab=certificates', <MyCoursesPage />);
  const list = await screen.findByRole('list', { name: '我的证书' });
  const row = within(list).getByRole('listitem');
  expect(within(row).getByText('颅内动脉瘤的显微外科治疗')).toBeInTheDocument();
  expect(within(row).getByText('编号 7K3M-9QXR-2VWT-4H6P')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '下载 PDF' })).toHaveAttribute(
    'href',
    '/wapi/cme/certificate.pdf?code=7K3M9QXR2VWT4H6P',
  );
  expect(within(row).getByRole('link', { name: '核验' })).toHaveAttribute(
    'href',
    '/cme/verify?code=7K3M9QXR2VWT4H6P',
  );
  expect(screen.getByRole('link', { name: '我的证书' })).toHaveAttribute('aria-current', 'true');
  expect(api.requests(w.myCourses)).toEqual([]);
});
