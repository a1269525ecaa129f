import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { CertificateVerifyPage } from '../certificate-verify-page';

const api = fakeApi();
const CODE = '7K3M9QXR2VWT4H6P';

describe('certificate verification page', () => {
  it('shows a valid code’s activity, hours, date (Beijing) and the masked holder, nothing more', async () => {
    api.on(e.verify, {
      code: CODE,
      kind: 'course',
      activityName: '颅内动脉瘤的显微外科治疗',
      hours: 1.5,
      issuedAt: Date.UTC(2026, 10, 20, 17, 0),
      holder: '王*国',
    });
    renderAt(
      `/cme/verify?code=${CODE.toLowerCase()
        .replace(/(.{4})/g, '$1-')
        .slice(0, -1)}`,
      <CertificateVerifyPage />,
    );
    expect(await screen.findByText('证书有效')).toBeInTheDocument();
    expect(screen.getByText('王*国')).toBeInTheDocument();
    expect(screen.getByText('颅内动脉瘤的显微外科治疗')).toBeInTheDocument();
    expect(screen.getByText('1.5 学时')).toBeInTheDocument();
    expect(screen.getByText('云课堂课程')).toBeInTheDocument();
    // 01:00 on the 21st in Beijing
    expect(screen.getByText('2026-11-21')).toBeInTheDocument();
    expect(screen.getByText('7K3M-9QXR-2VWT-4H6P')).toBeInTheDocument();
    // the grouped, lower-case code of a paper is asked as the server stores it
    expect(api.requests(e.verify)).toEqual([{ code: CODE }]);
    expect(document.title).toBe('证书核验 - 脑医汇');
  });

  it('says 证书编号无效 for a code the server does not know, once, without retrying', async () => {
    api.on(e.verify, () => {
      throw new ApiError(404, '证书编号无效');
    });
    renderAt(`/cme/verify?code=${CODE}`, <CertificateVerifyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('证书编号无效');
    expect(api.requests(e.verify)).toHaveLength(1);
  });

  it('does not ask the server about a malformed code', async () => {
    renderAt('/cme/verify?code=%3Cscript%3E', <CertificateVerifyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('证书编号无效');
    expect(api.requests(e.verify)).toEqual([]);
  });

  it('tells a failed answer apart from an invalid code', async () => {
    api.on(e.verify, () => {
      throw new ApiError(500, '服务器错误');
    });
    renderAt(`/cme/verify?code=${CODE}`, <CertificateVerifyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  });
});
