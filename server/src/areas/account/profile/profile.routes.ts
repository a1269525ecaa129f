import type { ProfileVariant } from '@portal/api/contract/account-profile';
import { accountProfileEndpoints as e } from '@portal/api/endpoints/account-profile';
import { IDENTITY } from '@portal/api/identity';
import { ENTERPRISE_PRODUCTS_MAX, PROFILE_MESSAGES, websiteHref } from '@portal/api/rules/account-profile';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { isFollowing } from '../../../people/follows';
import { followList } from './follow-lists';
import { assertTabVisible, homeViewSettings, saveHomeViewSettings, visibleTabs } from './home-view';
import { articlesConcealed, profileUser } from './profile-user';
import { allCollections, collections, dynamics, subscriptions } from './timelines';

const tags = ['用户主页'];

/**
 * 用户主页 (issue 14): a user's page and its tabs, readable without a session; the tabs the owner
 * hides are refused to everyone else (403), never sent empty. The owner's settings and
 * subscriptions are the session user's own: no call names another user's. Enterprise users and
 * brand administrators have their own profile calls.
 */
export async function profileRoutes(
  app: FastifyInstance,
  options: { now?: () => number } = {},
): Promise<void> {
  const now = options.now ?? (() => Date.now());
  /** whether the user administers a brand (the administrator profile variant) */
  const administersBrand = async (userId: number) =>
    (await app.readers.brandsOfUser(app.db, userId)).some((b) => b.role === 'admin');
  const viewerOf = async (request: { sessionUser(): Promise<{ id: number } | null> }) =>
    (await request.sessionUser())?.id ?? null;
  const paging = (q: { pageNo?: number; pageSize?: number }) => ({
    pageNo: q.pageNo ?? 1,
    pageSize: q.pageSize ?? 10,
  });

  await serve(
    app,
    e.home,
    { tags, summary: '用户主页：个人网站、简介、关注状态与可见栏目' },
    async (request) => {
      const viewerId = await viewerOf(request);
      const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
      const [tabs, followed, admin] = await Promise.all([
        visibleTabs(app.db, profile, viewerId),
        isFollowing(app.db, viewerId, profile.id),
        administersBrand(profile.id),
      ]);
      const variant: ProfileVariant = admin
        ? 'administrator'
        : profile.identity === IDENTITY.corporate
          ? 'enterprise'
          : 'personal';
      return {
        code: 1 as const,
        result: {
          userId: profile.id,
          isOwner: viewerId === profile.id,
          variant,
          website: websiteHref(profile.website),
          introduction: profile.introduction?.trim() || null,
          followStatus: followed ? ('T' as const) : ('F' as const),
          tabs,
        },
      };
    },
  );

  await serve(
    app,
    e.dynamics,
    { tags, summary: '用户动态：发布、点赞与关注（新的在前）' },
    async (request) => {
      const viewerId = await viewerOf(request);
      const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
      await assertTabVisible(app.db, profile, viewerId, 'dynamics');
      const page = paging(request.query);
      const { list, total } = await dynamics(app.db, app.readers, profile, viewerId, page);
      return pageList(list, total, page.pageNo, page.pageSize);
    },
  );

  await serve(app, e.articles, { tags, summary: '用户发布的文章与病例' }, async (request) => {
    const viewerId = await viewerOf(request);
    const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
    await assertTabVisible(app.db, profile, viewerId, 'articles');
    const page = paging(request.query);
    const { list, total } = articlesConcealed(profile, viewerId)
      ? { list: [], total: 0 }
      : await app.readers.profileArticles(app.db, { userId: profile.id, type: request.query.type, ...page });
    return pageList(list, total, page.pageNo, page.pageSize);
  });

  await serve(app, e.qa, { tags, summary: '用户的提问与回答（匿名提问仅本人可见）' }, async (request) => {
    const viewerId = await viewerOf(request);
    const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
    await assertTabVisible(app.db, profile, viewerId, 'qa');
    const page = paging(request.query);
    const { list, total } = await app.readers.profileQa(app.db, {
      userId: profile.id,
      own: viewerId === profile.id,
      kind: request.query.kind,
      ...page,
    });
    return pageList(list, total, page.pageNo, page.pageSize);
  });

  await serve(app, e.follows, { tags, summary: '用户关注的人' }, async (request) => {
    const viewerId = await viewerOf(request);
    const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
    await assertTabVisible(app.db, profile, viewerId, 'follows');
    const page = paging(request.query);
    const { list, total } = await followList(app.db, profile, viewerId, 'follows', page);
    return pageList(list, total, page.pageNo, page.pageSize);
  });

  await serve(app, e.fans, { tags, summary: '用户的粉丝' }, async (request) => {
    const viewerId = await viewerOf(request);
    const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
    await assertTabVisible(app.db, profile, viewerId, 'fans');
    const page = paging(request.query);
    const { list, total } = await followList(app.db, profile, viewerId, 'fans', page);
    return pageList(list, total, page.pageNo, page.pageSize);
  });

  await serve(app, e.collections, { tags, summary: '用户的收藏（默认仅本人可见）' }, async (request) => {
    const viewerId = await viewerOf(request);
    const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
    await assertTabVisible(app.db, profile, viewerId, 'favourites');
    const page = paging(request.query);
    const { list, total } = await collections(app.db, app.readers, profile, viewerId, page);
    return pageList(list, total, page.pageNo, page.pageSize);
  });

  await serve(
    app,
    e.allCollections,
    { tags, summary: '用户的收藏（含科室、课程等所有可展示的收藏类型；默认仅本人可见）' },
    async (request) => {
      const viewerId = await viewerOf(request);
      const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
      await assertTabVisible(app.db, profile, viewerId, 'favourites');
      const page = paging(request.query);
      const { list, total } = await allCollections(app.db, app.readers, profile, viewerId, page);
      return pageList(list, total, page.pageNo, page.pageSize);
    },
  );

  await serve(
    app,
    e.homeViewSettings,
    { tags, summary: '我的主页展示设置（仅本人）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: await homeViewSettings(app.db, me.id) };
    },
  );

  await serve(
    app,
    e.saveHomeViewSettings,
    { tags, summary: '保存我的主页展示设置（仅本人）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { dynamics, articles, qa, follows, favourites, fans } = request.body;
      const saved = await saveHomeViewSettings(
        app.db,
        me.id,
        { dynamics, articles, qa, follows, favourites, fans },
        now(),
      );
      return { code: 1 as const, result: saved, message: '保存成功' };
    },
  );

  await serve(
    app,
    e.subscriptions,
    {
      tags,
      summary: '我的订阅：话题、圈子、问题、专栏、科室、产品线、活动（仅本人）',
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const page = paging(request.query);
      const { list, total } = await subscriptions(app.db, app.readers, me.id, page);
      return pageList(list, total, page.pageNo, page.pageSize);
    },
  );

  await serve(
    app,
    e.enterpriseProfile,
    { tags, summary: '企业用户主页：公司、所属品牌与产品' },
    async (request) => {
      const viewerId = await viewerOf(request);
      const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
      if (profile.identity !== IDENTITY.corporate) throw notFound(PROFILE_MESSAGES.notEnterprise);
      const brands = await app.readers.brandsOfUser(app.db, profile.id);
      const products = await app.readers.brandProducts(
        app.db,
        brands.map((b) => b.id),
        ENTERPRISE_PRODUCTS_MAX,
      );
      return {
        code: 1 as const,
        result: {
          userId: profile.id,
          company: profile.company ?? '',
          department: profile.department ?? '',
          title: profile.title ?? '',
          brands: brands.map((b) => ({ id: b.id, name: b.name, logo: b.logo, role: b.role })),
          products: products.map((p) => ({
            id: p.id,
            name: p.name,
            image: p.image,
            brandName: p.brandName,
            categoryId: p.categoryId,
          })),
        },
      };
    },
  );

  await serve(
    app,
    e.administratorProfile,
    { tags, summary: '品牌管理员主页：所管理的品牌' },
    async (request) => {
      const viewerId = await viewerOf(request);
      const profile = await profileUser(app.db, request.query.profileUserId, viewerId);
      const administered = (await app.readers.brandsOfUser(app.db, profile.id)).filter(
        (b) => b.role === 'admin',
      );
      if (administered.length === 0) throw notFound(PROFILE_MESSAGES.notAdministrator);
      const brandIds = administered.map((b) => b.id);
      const [members, products] = await Promise.all([
        app.readers.brandMemberCounts(app.db, brandIds),
        app.readers.brandProductCounts(app.db, brandIds),
      ]);
      return {
        code: 1 as const,
        result: {
          userId: profile.id,
          brands: administered.map((b) => ({
            id: b.id,
            name: b.name,
            logo: b.logo,
            description: b.description,
            members: members.get(b.id) ?? 0,
            products: products.get(b.id) ?? 0,
          })),
        },
      };
    },
  );
}
