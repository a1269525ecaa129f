import {
  ARTICLE_REPLY_PREVIEW,
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_SIZE,
  FIXED_BOX_FADE_MS,
  flipLike,
  formatCommentTime,
  isAnonymousIdentity,
  likedFromFlag,
  REPLY_PAGE_SIZE,
  REPLY_PREVIEW,
  shouldShowFixedBox,
  textareaRows,
} from '../index';

describe('comment rules', () => {
  it('has the constants of spec 9', () => {
    expect(COMMENT_MAX_LENGTH).toBe(150);
    expect(COMMENT_PAGE_SIZE).toBe(10);
    expect(REPLY_PAGE_SIZE).toBe(4);
    expect(REPLY_PREVIEW).toBe(2);
    expect(ARTICLE_REPLY_PREVIEW).toBe(3);
    expect(FIXED_BOX_FADE_MS).toBe(100);
  });

  it('likedFromFlag maps T/F and true/false', () => {
    expect(likedFromFlag('T')).toBe(true);
    expect(likedFromFlag('F')).toBe(false);
    expect(likedFromFlag(true)).toBe(true);
    expect(likedFromFlag(false)).toBe(false);
    expect(likedFromFlag(undefined)).toBe(false);
    expect(likedFromFlag(null)).toBe(false);
  });

  it('flipLike moves the count by one and never below 0', () => {
    expect(flipLike({ liked: false, diggs: 3 })).toEqual({ liked: true, diggs: 4 });
    expect(flipLike({ liked: true, diggs: 4 })).toEqual({ liked: false, diggs: 3 });
    expect(flipLike({ liked: true, diggs: 0 })).toEqual({ liked: false, diggs: 0 });
  });

  it('identity 3 is always anonymous, 7 only in the article area', () => {
    expect(isAnonymousIdentity(3)).toBe(true);
    expect(isAnonymousIdentity(3, 'meeting')).toBe(true);
    expect(isAnonymousIdentity(7, 'article')).toBe(true);
    expect(isAnonymousIdentity(7)).toBe(false);
    expect(isAnonymousIdentity(7, 'community')).toBe(false);
    expect(isAnonymousIdentity(1, 'article')).toBe(false);
    expect(isAnonymousIdentity(null, 'article')).toBe(false);
  });

  it('the fixed box shows only when the list is visible and the input is not', () => {
    expect(shouldShowFixedBox(true, false)).toBe(true);
    expect(shouldShowFixedBox(true, true)).toBe(false);
    expect(shouldShowFixedBox(false, false)).toBe(false);
    expect(shouldShowFixedBox(false, true)).toBe(false);
  });

  it('textarea rows grow from 1 to 6', () => {
    expect(textareaRows('')).toBe(1);
    expect(textareaRows('a\nb')).toBe(2);
    expect(textareaRows('1\n2\n3\n4\n5\n6\n7\n8')).toBe(6);
  });

  it('formats the time as YYYY-MM-DD HH:mm', () => {
    expect(formatCommentTime(new Date(2024, 0, 2, 3, 4).getTime())).toBe('2024-01-02 03:04');
    expect(formatCommentTime(0)).toBe('');
  });
});
