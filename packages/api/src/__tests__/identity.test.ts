import { IDENTITY, isAnonymousIdentity, mayPublish } from '../identity';

describe('identity rules', () => {
  it('identity 3 is anonymous everywhere, 7 in the article area only', () => {
    expect(isAnonymousIdentity(IDENTITY.patient)).toBe(true);
    expect(isAnonymousIdentity(IDENTITY.patient, 'meeting')).toBe(true);
    expect(isAnonymousIdentity(IDENTITY.otherPublic, 'article')).toBe(true);
    expect(isAnonymousIdentity(IDENTITY.otherPublic, 'info')).toBe(false);
    expect(isAnonymousIdentity(IDENTITY.doctor, 'article')).toBe(false);
    expect(isAnonymousIdentity(null)).toBe(false);
  });

  it('the public (3) and corporate users (4) may not publish; everyone else may', () => {
    expect(mayPublish(IDENTITY.patient)).toBe(false);
    expect(mayPublish(IDENTITY.corporate)).toBe(false);
    for (const identity of [
      IDENTITY.doctor,
      IDENTITY.nurse,
      IDENTITY.student,
      IDENTITY.technician,
      IDENTITY.otherPublic,
      null,
    ])
      expect(mayPublish(identity)).toBe(true);
  });
});
