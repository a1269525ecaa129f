import { ANONYMOUS_NAME, displayName, identityLabel, isAnonymousIdentity } from '../identity';

describe('isAnonymousIdentity', () => {
  it('identity 3 is always anonymous', () => {
    expect(isAnonymousIdentity(3)).toBe(true);
    expect(isAnonymousIdentity(3, 'article')).toBe(true);
  });

  it('identity 7 is anonymous only in the article area', () => {
    expect(isAnonymousIdentity(7)).toBe(false);
    expect(isAnonymousIdentity(7, 'article')).toBe(true);
  });

  it.each([1, 2, 4, 5, 6, null, undefined])('identity %p is not anonymous', (identity) => {
    expect(isAnonymousIdentity(identity)).toBe(false);
    expect(isAnonymousIdentity(identity, 'article')).toBe(false);
  });
});

describe('displayName', () => {
  it('shows 匿名用户 for anonymous identities and the real name otherwise', () => {
    expect(ANONYMOUS_NAME).toBe('匿名用户');
    expect(displayName({ realName: '王芳', identity: 3 })).toBe('匿名用户');
    expect(displayName({ realName: '王芳', identity: 7 })).toBe('王芳');
    expect(displayName({ realName: '王芳', identity: 7 }, 'article')).toBe('匿名用户');
    expect(displayName({ realName: '张伟', identity: 1 })).toBe('张伟');
    expect(displayName({ realName: null, identity: 1 })).toBe('');
    expect(displayName(null)).toBe('');
  });
});

describe('identityLabel', () => {
  it.each([
    [1, '医生'],
    [2, '护士'],
    [3, '患者/大众'],
    [4, '企业用户'],
    [5, '医学生'],
    [6, '技师/药师'],
    [7, '其他'],
  ])('%i -> %s', (identity, label) => {
    expect(identityLabel(identity)).toBe(label);
  });

  it('unknown identities have no label', () => {
    expect(identityLabel(null)).toBe('');
    expect(identityLabel(99)).toBe('');
  });
});
