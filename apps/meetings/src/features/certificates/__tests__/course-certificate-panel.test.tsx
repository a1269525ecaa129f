import type { CourseCme } from '@portal/api/contract/cme';
import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CourseCertificatePanel } from '../course-certificate-panel';

const api = fakeApi();

function signIn(signedIn: boolean) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      signedIn ? { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 } : null,
    );
    sessionStore.set(sessionStatusAtom, signedIn ? 'signedIn' : 'signedOut');
  });
}
afterEach(() => {
  signIn(false);
  act(() => toast.dismiss());
});

const CERT = {
  code: '7K3M9QXR2VWT4H6P',
  kind: 'course' as const,
  activityId: 7,
  activityName: '颅内动脉瘤的显微外科治疗',
  hours: 1.5,
  holderName: '王建国',
  issuedAt: Date.UTC(2026, 10, 20, 2, 0),
  pdfUrl: '/wapi/cme/certificate.pdf?code=7K3M9QXR2VWT4H6P',
};

function standing(overrides: Partial<CourseCme> = {}): CourseCme {
  return {
    courseId: 7,
    courseName: '颅内动脉瘤的显微外科治疗',
    hours: 1.5,
    lectures: [
      { id: 1, name: '第一讲 解剖', duration: 1800, watchedSeconds: 1800, done: true },
      { id: 2, name: '第二讲 手术', duration: 1800, watchedSeconds: 1620, done: true },
    ],
    lecturesDone: 2,
    watched: true,
    quiz: {
      id: 3,
      title: '课后测验',
      passPercent: 80,
      questionCount: 2,
      passed: false,
      bestScore: null,
      attempts: 0,
    },
    canClaim: false,
    blocker: '请先通过课程测验',
    certificate: null,
    ...overrides,
  };
}

const QUIZ = {
  id: 3,
  title: '课后测验',
  passPercent: 80,
  questions: [
    { id: 11, text: 'GCS 最低分是', options: ['0 分', '3 分'] },
    { id: 12, text: '首发表现是', options: ['头痛', '低热'] },
  ],
};

describe('course certificate panel', () => {
  it('offers a visitor sign-in and asks the server nothing', async () => {
    renderAt('/cme/course?courseId=7', <CourseCertificatePanel courseId={7} />);
    expect(await screen.findByText('登录后查看学分证书进度')).toBeInTheDocument();
    expect(api.requests(e.courseProgress)).toEqual([]);
  });

  it('shows the lectures, takes the quiz (wrong answers marked), then claims the certificate', async () => {
    signIn(true);
    api.on(e.courseProgress, standing());
    api.on(e.courseQuiz, QUIZ);
    api.once(e.submitQuiz, {
      score: 50,
      passed: false,
      correct: 1,
      total: 2,
      passPercent: 80,
      wrongQuestionIds: [11],
    });
    renderAt('/cme/course?courseId=7', <CourseCertificatePanel courseId={7} />);
    const panel = await screen.findByRole('region', { name: '继续教育学分证书' });
    expect(await within(panel).findByText('已学完 2/2 节（每节须观看至少 90%）')).toBeInTheDocument();
    expect(within(panel).getByText('可获 1.5 学时')).toBeInTheDocument();
    expect(within(panel).getByText('请先通过课程测验')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '领取证书' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: '开始测验' }));
    const form = await within(panel).findByRole('form', { name: '课后测验' });
    // every question must be answered before anything is sent
    await user.click(within(form).getByLabelText('0 分'));
    await user.click(within(form).getByRole('button', { name: '提交答案' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请回答全部题目');
    expect(api.requests(e.submitQuiz)).toEqual([]);

    await user.click(within(form).getByLabelText('头痛'));
    await user.click(within(form).getByRole('button', { name: '提交答案' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('50 分，未通过，请再试一次');
    expect(within(form).getByText('回答错误')).toBeInTheDocument();
    expect(api.requests(e.submitQuiz)).toEqual([
      {
        quizId: 3,
        answers: [
          { questionId: 11, option: 0 },
          { questionId: 12, option: 0 },
        ],
      },
    ]);

    // the retry passes; the standing read anew allows the claim
    api.once(e.submitQuiz, {
      score: 100,
      passed: true,
      correct: 2,
      total: 2,
      passPercent: 80,
      wrongQuestionIds: [],
    });
    api.on(
      e.courseProgress,
      standing({
        quiz: { ...standing().quiz!, passed: true, bestScore: 100, attempts: 2 },
        canClaim: true,
        blocker: null,
      }),
    );
    await user.click(within(form).getByLabelText('3 分'));
    await user.click(within(form).getByRole('button', { name: '提交答案' }));
    const claim = await within(panel).findByRole('button', { name: '领取证书' });
    expect(within(panel).getByText('已通过（100 分）')).toBeInTheDocument();

    api.on(e.claim, CERT);
    api.on(e.courseProgress, standing({ canClaim: false, blocker: null, certificate: CERT }));
    await user.click(claim);
    const card = await within(panel).findByRole('region', { name: '我的证书' });
    expect(within(card).getByText('7K3M-9QXR-2VWT-4H6P')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '下载证书（PDF）' })).toHaveAttribute('href', CERT.pdfUrl);
    expect(within(card).getByRole('link', { name: '核验页面' })).toHaveAttribute(
      'href',
      '/cme/verify?code=7K3M9QXR2VWT4H6P',
    );
    expect(api.requests(e.claim)).toEqual([{ kind: 'course', activityId: 7 }]);
  });

  it('shows what is left: a lecture short of 90 %', async () => {
    signIn(true);
    api.on(
      e.courseProgress,
      standing({
        lectures: [
          { id: 1, name: '第一讲 解剖', duration: 1800, watchedSeconds: 1800, done: true },
          { id: 2, name: '第二讲 手术', duration: 1800, watchedSeconds: 1602, done: false },
        ],
        lecturesDone: 1,
        watched: false,
        quiz: null,
        blocker: '还有 1 节课时未学完（每节须观看至少 90%）',
      }),
    );
    renderAt('/cme/course?courseId=7', <CourseCertificatePanel courseId={7} />);
    expect(await screen.findByText('已看 89%')).toBeInTheDocument();
    expect(screen.getByText('本课程无测验')).toBeInTheDocument();
    expect(screen.getByText('还有 1 节课时未学完（每节须观看至少 90%）')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a claim', async () => {
    signIn(true);
    api.on(e.courseProgress, standing({ quiz: null, canClaim: true, blocker: null }));
    api.on(e.claim, () => {
      throw new ApiError(403, '证书仅颁发给已通过身份认证的医务人员，请先认证');
    });
    const host = createTestHost();
    renderAt('/cme/course?courseId=7', <CourseCertificatePanel courseId={7} />, host);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '领取证书' }));
    await waitFor(() =>
      expect(host.toast).toHaveBeenCalledWith('证书仅颁发给已通过身份认证的医务人员，请先认证'),
    );
  });
});
