import type { ArticleComment, ChildComment } from '@portal/api/contract/article';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import {
  articleCommentAdapter,
  mapArticleComment,
  mapChildComment,
  mapPostedComment,
} from '../comment-adapter';

const api = fakeApi();

const child: ChildComment = {
  id: 21,
  parentId: 20,
  childId: 8,
  childName: '张华',
  childAvatar: '/media/avatars/zhang.svg',
  identity: 1,
  parentName: '王芳',
  parentIdentity: 7,
  text: '同意',
  diggs: 2,
  isDigg: true,
  creationDate: 1700000000000,
};

const comment: ArticleComment = {
  id: 20,
  text: '<b>很好</b>的病例',
  diggs: 5,
  isDigg: false,
  creationDate: 1690000000000,
  creator: { id: 9, realName: '王芳', avatarAddress: '', identity: 7 },
  childComments: [child],
  childCommentsCount: 6,
};

const page = { pageNo: 1, pageSize: 10, totalPage: 3, totalCount: 25 };

describe('article comment mapping', () => {
  it('maps a reply (childId, childName, childAvatar, parentName)', () => {
    expect(mapChildComment(child)).toEqual({
      id: 21,
      text: '同意',
      diggs: 2,
      liked: true,
      createdAt: 1700000000000,
      author: { id: 8, name: '张华', avatar: '/media/avatars/zhang.svg', identity: 1 },
      replies: [],
      replyCount: 0,
      replyTo: '王芳',
      replyToIdentity: 7,
    });
  });

  it('maps a top-level comment with its preview replies and count', () => {
    const item = mapArticleComment(comment);
    expect(item).toMatchObject({
      id: 20,
      text: '<b>很好</b>的病例',
      diggs: 5,
      liked: false,
      createdAt: 1690000000000,
      author: { id: 9, name: '王芳', avatar: null, identity: 7 },
      replyCount: 6,
      replyTo: null,
    });
    expect(item.replies).toEqual([mapChildComment(child)]);
  });

  it('tells a posted reply from a posted comment', () => {
    expect(mapPostedComment(child).replyTo).toBe('王芳');
    expect(mapPostedComment(comment).replyCount).toBe(6);
  });
});

describe('articleCommentAdapter', () => {
  const adapter = articleCommentAdapter(12);
  const signal = new AbortController().signal;

  it('loads pages (newest first) and replies through the article calls', async () => {
    api.on(articleEndpoints.comments, { code: 1, list: [comment], page });
    const p = await adapter.loadPage(2, 10, signal);
    expect(api.requests(articleEndpoints.comments)).toEqual([
      { articleId: 12, pageNo: 2, pageSize: 10, order: 0 },
    ]);
    expect(p.totalPage).toBe(3);
    expect(p.list[0]?.id).toBe(20);

    api.on(articleEndpoints.childComments, { code: 1, list: [child], page });
    const r = await adapter.loadReplies('20', 1, 4, signal);
    expect(api.requests(articleEndpoints.childComments)).toEqual([{ commentId: 20, pageNo: 1, pageSize: 4 }]);
    expect(r.list[0]?.author.name).toBe('张华');
  });

  it('posts comments and replies (to the comment answered)', async () => {
    api.once(articleEndpoints.postComment, comment);
    await expect(adapter.post({ text: '好' })).resolves.toMatchObject({ id: 20 });
    expect(api.requests(articleEndpoints.postComment).at(-1)).toEqual({ articleId: 12, text: '好' });

    api.once(articleEndpoints.postComment, child);
    await adapter.post({ text: '回', parentId: 20, replyTo: { id: 21, name: '张华' } });
    expect(api.requests(articleEndpoints.postComment).at(-1)).toEqual({
      articleId: 12,
      text: '回',
      parentId: 21,
    });

    api.once(articleEndpoints.postComment, child);
    await adapter.post({ text: '回', parentId: 20 });
    expect(api.requests(articleEndpoints.postComment).at(-1)).toEqual({
      articleId: 12,
      text: '回',
      parentId: 20,
    });
  });

  it("rejects a failed post with the server's message", async () => {
    api.once(articleEndpoints.postComment, () => {
      throw new ApiError(400, '评论内容不能为空');
    });
    await expect(adapter.post({ text: 'x' })).rejects.toThrow('评论内容不能为空');
  });

  it('confirms a like with the server state, null when it fails', async () => {
    api.once(articleEndpoints.commentDigg, { isDigg: true, diggs: 6 });
    await expect(adapter.toggleLike(20, true)).resolves.toEqual({ liked: true, diggs: 6 });
    expect(api.requests(articleEndpoints.commentDigg)).toEqual([{ commentId: 20 }]);
    api.once(articleEndpoints.commentDigg, () => {
      throw new Error('x');
    });
    await expect(adapter.toggleLike(20, false)).resolves.toBeNull();
  });
});
