import {
  ALLOWED_UNDER_REVIEW,
  AUTHENTICATE_URL,
  COMPLETE_PROFILE_URL,
  CREATES_CONTENT,
  decidePublish,
  type PublishGateUser,
  type PublishOption,
} from '../publish-gates';

const ALL: PublishOption[] = ['demand', 'answer', 'case', 'essay', 'article', 'popularScience', 'drafts'];
const verifiedDoctor: PublishGateUser = { identity: 1, isAuth: 1 };

describe('decidePublish: the Publish button (option null)', () => {
  it('visitor: sign in with 请先登录', () => {
    expect(decidePublish({ user: null, option: null })).toEqual({ action: 'signIn', message: '请先登录' });
  });

  it('identity 3: 当前身份无法使用发布功能', () => {
    expect(decidePublish({ user: { identity: 3, isAuth: 1 }, option: null })).toEqual({
      action: 'toast',
      message: '当前身份无法使用发布功能',
    });
  });

  it('identity 4: the corporate dialog instead of the popup', () => {
    expect(decidePublish({ user: { identity: 4, isAuth: 1 }, option: null })).toEqual({
      action: 'corporateDialog',
    });
  });

  it.each([
    [{ identity: 1, isAuth: 1 }],
    [{ identity: 1, isAuth: 2 }],
    [{ identity: 1, isAuth: 3 }],
    [{ identity: 2, isAuth: 0 }],
    [{ identity: null, isAuth: 0 }],
  ])('%p opens the popup (the option decides the rest)', (user) => {
    expect(decidePublish({ user, option: null })).toEqual({ action: 'openMenu' });
  });
});

describe('decidePublish: an option', () => {
  it.each(ALL)('visitor choosing %s: sign in', (option) => {
    expect(decidePublish({ user: null, option, pendingContent: false })).toEqual({
      action: 'signIn',
      message: '请先登录',
    });
  });

  it.each(ALL)('identity 3 choosing %s: 当前身份无法使用发布功能', (option) => {
    expect(decidePublish({ user: { identity: 3, isAuth: 1 }, option, pendingContent: false })).toEqual({
      action: 'toast',
      message: '当前身份无法使用发布功能',
    });
  });

  it.each(ALL)('identity 4 choosing %s in the menu: 当前身份无法使用发布功能', (option) => {
    expect(decidePublish({ user: { identity: 4, isAuth: 1 }, option, pendingContent: false })).toEqual({
      action: 'toast',
      message: '当前身份无法使用发布功能',
    });
  });

  it.each([0, 1, 2, 3])('no identity (isAuth %i): the complete-profile box to /personaldata', (isAuth) => {
    expect(decidePublish({ user: { identity: null, isAuth }, option: 'article' })).toEqual({
      action: 'completeProfile',
      url: COMPLETE_PROFILE_URL,
    });
    expect(COMPLETE_PROFILE_URL).toBe('/personaldata');
  });

  it.each(ALL)('isAuth 3 choosing %s: 身份认证失败', (option) => {
    expect(decidePublish({ user: { identity: 1, isAuth: 3 }, option, pendingContent: false })).toEqual({
      action: 'toast',
      message: '身份认证失败',
    });
  });

  it.each(['case', 'essay', 'article', 'drafts'] as const)('isAuth 2 may open %s', (option) => {
    expect(decidePublish({ user: { identity: 1, isAuth: 2 }, option, pendingContent: false })).toEqual({
      action: 'proceed',
    });
  });

  it.each(['demand', 'answer', 'popularScience'] as const)('isAuth 2 choosing %s: 身份审核中', (option) => {
    expect(decidePublish({ user: { identity: 1, isAuth: 2 }, option, pendingContent: false })).toEqual({
      action: 'toast',
      message: '身份审核中',
    });
  });

  it('isAuth 2 is told 身份审核中 before any pending check', () => {
    expect(decidePublish({ user: { identity: 1, isAuth: 2 }, option: 'demand' })).toEqual({
      action: 'toast',
      message: '身份审核中',
    });
  });

  it.each([0, 4, -1, 99])(
    'unverified (isAuth %i) with an identity: 请先认证 and the authentication flow',
    (isAuth) => {
      expect(decidePublish({ user: { identity: 2, isAuth }, option: 'article' })).toEqual({
        action: 'authenticate',
        message: '请先认证',
        url: AUTHENTICATE_URL,
      });
      expect(AUTHENTICATE_URL).toBe('/personaldata?tab=auth');
    },
  );

  it.each(ALL)('verified doctor choosing %s with nothing pending: proceed', (option) => {
    expect(decidePublish({ user: verifiedDoctor, option, pendingContent: false })).toEqual({
      action: 'proceed',
    });
  });

  it.each(ALL.filter((o) => o !== 'drafts'))(
    'verified doctor choosing %s before the pending check: checkPending',
    (option) => {
      expect(decidePublish({ user: verifiedDoctor, option })).toEqual({ action: 'checkPending' });
    },
  );

  it.each(ALL.filter((o) => o !== 'drafts'))('pending content blocks %s with the review notice', (option) => {
    expect(decidePublish({ user: verifiedDoctor, option, pendingContent: true })).toEqual({
      action: 'pendingReview',
      message: '您发布的内容正在审核中，审核通过方可发布新内容。',
    });
  });

  it('pending content also blocks an under-review user choosing an allowed kind', () => {
    expect(decidePublish({ user: { identity: 1, isAuth: 2 }, option: 'case', pendingContent: true })).toEqual(
      {
        action: 'pendingReview',
        message: '您发布的内容正在审核中，审核通过方可发布新内容。',
      },
    );
  });

  it('the drafts list opens without a pending check (it makes nothing new)', () => {
    expect(decidePublish({ user: verifiedDoctor, option: 'drafts' })).toEqual({ action: 'proceed' });
    expect(decidePublish({ user: verifiedDoctor, option: 'drafts', pendingContent: true })).toEqual({
      action: 'proceed',
    });
  });

  it('the sets say what spec 4 says', () => {
    expect([...ALLOWED_UNDER_REVIEW].sort()).toEqual(['article', 'case', 'drafts', 'essay']);
    expect(CREATES_CONTENT.has('drafts')).toBe(false);
    expect(CREATES_CONTENT.size).toBe(ALL.length - 1);
  });
});
