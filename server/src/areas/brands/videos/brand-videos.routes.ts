import { brandVideoCommentEndpoints, brandEndpoints as e } from '@portal/api/endpoints/brand';
import { BRAND_MESSAGES } from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';
import { type CommentTarget, registerCommentRoutes } from '../../../comments/comment-routes';
import { pageList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { BrandRouteOptions } from '../repositories';

const tags = ['品牌视频'];

/** the comments target of brand videos (`comments.target_type`) */
export const BRAND_VIDEO_TARGET = 'brand_video';

/**
 * A brand's videos (issue 21): the lists of a brand's and a category's pages, a video's page
 * (counting a view), and its comments through the comment mechanism, as an article's.
 */
export async function brandVideoRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const { videos } = options.repos;

  await serve(
    app,
    e.videos,
    {
      tags,
      summary: '品牌或器械分类的视频（最新在前）',
      config: {
        fieldMessages: { brandId: BRAND_MESSAGES.brandNotFound, categoryId: BRAND_MESSAGES.categoryNotFound },
      },
    },
    async (request) => {
      const { brandId, categoryId, pageNo = 1, pageSize = 10 } = request.query;
      const page = await videos.list(
        {
          ...(brandId !== undefined ? { brandId } : {}),
          ...(categoryId !== undefined ? { categoryId } : {}),
        },
        pageNo,
        pageSize,
      );
      return pageList(page.list, page.total, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.video,
    {
      tags,
      summary: '品牌视频详情（计一次浏览）',
      config: { fieldMessages: { id: BRAND_MESSAGES.videoNotFound } },
    },
    async (request) => {
      const video = await videos.video(request.query.id);
      await videos.countView(video.id);
      return { code: 1 as const, result: { ...video, views: video.views + 1 } };
    },
  );

  const target: CommentTarget = {
    type: BRAND_VIDEO_TARGET,
    tag: '品牌视频评论',
    // a video is watched like a short video: patients stay anonymous, as everywhere
    area: 'short-video',
    assertVisible: (db, id) => videos.assertExists(db, id),
    bumpComments: (trx, id) =>
      trx
        .updateTable('brand_videos')
        .set((eb) => ({ comments: eb('comments', '+', 1) }))
        .where('id', '=', id)
        .execute(),
  };
  await registerCommentRoutes(app, target, brandVideoCommentEndpoints, now);
}
