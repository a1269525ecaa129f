import { Id, IgnoredUserId, okEmpty, okResult } from '@portal/api/contract/envelope';
import { MOBILE_PATTERN, REAL_NAME_MAX, SMS_CODE_PATTERN } from '@portal/api/rules/user';
import { type Static, Type } from 'typebox';

export { IDENTITY, IDENTITY_VALUES, type Identity, IS_AUTH } from '@portal/api/identity';

export const Mobile = Type.String({ pattern: MOBILE_PATTERN.source });
export const SmsCode = Type.String({ pattern: SMS_CODE_PATTERN.source });

export const SendSmsQuery = Type.Object({
  mobile: Mobile,
  /** why the code is sent: sign-in (default) or registration */
  scene: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('register')])),
});
export type SendSmsQuery = Static<typeof SendSmsQuery>;

export const FastLoginBody = Type.Object({ mobile: Mobile, code: SmsCode });
export type FastLoginBody = Static<typeof FastLoginBody>;

export const RegisterBody = Type.Object({
  mobile: Mobile,
  code: SmsCode,
  realName: Type.String({ minLength: 1, maxLength: REAL_NAME_MAX }),
  identity: Type.Integer({ minimum: 1, maximum: 7 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * The session user (spec 3). The token itself never reaches script: it lives in an httpOnly
 * cookie, so this object carries no token.
 */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
  isAuth: Type.Integer(),
});
export type SessionUser = Static<typeof SessionUser>;

export const PersonalInfo = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatar: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
  isAuth: Type.Integer(),
  medalPendantIcon: Type.Union([Type.String(), Type.Null()]),
  levelNumber: Type.Integer(),
  title: Type.Union([Type.String(), Type.Null()]),
  company: Type.Union([Type.String(), Type.Null()]),
  department: Type.Union([Type.String(), Type.Null()]),
  releaseTotal: Type.Integer(),
  followerTotal: Type.Integer(),
  collectTotal: Type.Integer(),
  fans: Type.Integer(),
});
export type PersonalInfo = Static<typeof PersonalInfo>;

export const PersonalInfoQuery = Type.Object({
  /** ignored for authorisation: who asks is who the session says */
  userId: IgnoredUserId(),
  profileUserId: Type.Optional(Id()),
});
export type PersonalInfoQuery = Static<typeof PersonalInfoQuery>;

export const SendSmsResponse = okEmpty;
export const FastLoginResponse = okResult(SessionUser);
export const RegisterResponse = okResult(SessionUser);
export const CheckLoginResponse = okResult(Type.Object({ id: Type.Integer() }));
export const PersonalInfoResponse = okResult(PersonalInfo);
export const IdentityResponse = okResult(
  Type.Object({ identity: Type.Union([Type.Integer(), Type.Null()]), isAuth: Type.Integer() }),
);
export const LogoutResponse = okEmpty;

/** Dev outbox (embedded demo mode only): the last codes "sent" to a mobile. */
export const DevOutboxQuery = Type.Object({ mobile: Mobile });
export const DevOutboxResponse = okResult(
  Type.Object({
    mobile: Type.String(),
    code: Type.Union([Type.String(), Type.Null()]),
    sentAt: Type.Union([Type.Integer(), Type.Null()]),
  }),
);
