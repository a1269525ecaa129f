/** A user's profile page (spec 2: /user-center?profileUserId=). */
export const profileHref = (userId: number | string) =>
  `/user-center?profileUserId=${encodeURIComponent(String(userId))}`;
