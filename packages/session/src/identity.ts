import { ANONYMOUS_NAME, type DisplayArea, IDENTITY, isAnonymousIdentity } from '@portal/api/identity';

export { ANONYMOUS_NAME, type DisplayArea, IDENTITY, isAnonymousIdentity };

/** The name to show for a user: 匿名用户 for anonymous identities. */
export function displayName(
  user: { realName?: string | null; identity?: number | null } | null | undefined,
  area?: DisplayArea,
): string {
  if (!user) return '';
  if (isAnonymousIdentity(user.identity, area)) return ANONYMOUS_NAME;
  return user.realName ?? '';
}

const LABELS: Record<number, string> = {
  [IDENTITY.doctor]: '医生',
  [IDENTITY.nurse]: '护士',
  [IDENTITY.patient]: '患者/大众',
  [IDENTITY.corporate]: '企业用户',
  [IDENTITY.student]: '医学生',
  [IDENTITY.technician]: '技师/药师',
  [IDENTITY.otherPublic]: '其他',
};

/** Chinese label of an identity code; '' when unknown. */
export function identityLabel(identity: number | null | undefined): string {
  return identity == null ? '' : (LABELS[identity] ?? '');
}
