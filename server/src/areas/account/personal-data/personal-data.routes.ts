import type { PersonalData } from '@portal/api/contract/account-personal-data';
import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { IDENTITY_VALUES, IS_AUTH } from '@portal/api/identity';
import { isHttpUrl } from '@portal/api/links';
import {
  IDENTITY_REVIEW_TYPE,
  PERSONAL_DATA_MESSAGES as M,
  mayApplyForVerification,
  PROFILE_LIMITS,
  TITLE_OPTIONS,
  VERIFIABLE_IDENTITIES,
} from '@portal/api/rules/account-personal-data';
import type { FastifyInstance } from 'fastify';
import { charCount, hasVisibleText, multilinePlainText, plainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError, badRequest, forbidden } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { createReviewQueue } from '../../../reviews/review-queue';
import { isOwnUpload } from './own-uploads';
import { scoreRoutes } from './score/score.routes';

const tags = ['个人资料'];

const USER_COLUMNS = [
  'id',
  'real_name',
  'avatar',
  'identity',
  'is_auth',
  'title',
  'company',
  'department',
  'introduction',
  'website',
  'level_number',
] as const;

async function readPersonalData(db: PortalDb, userId: number): Promise<PersonalData> {
  const [user, verification] = await Promise.all([
    db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('identity_verifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    profile: {
      id: user.id,
      realName: user.real_name,
      avatar: user.avatar,
      identity: user.identity,
      isAuth: user.is_auth,
      title: user.title ?? '',
      company: user.company ?? '',
      department: user.department ?? '',
      introduction: user.introduction ?? '',
      website: user.website ?? '',
      levelNumber: user.level_number,
    },
    verification: verification
      ? {
          id: verification.id,
          status: verification.status,
          identity: verification.identity,
          certificateUrl: verification.certificate_url,
          badgeUrl: verification.badge_url,
          reason: verification.reason ?? '',
          submittedAt: Number(verification.created_at),
          decidedAt: verification.decided_at === null ? null : Number(verification.decided_at),
        }
      : null,
  };
}

/** one line of text: markup and invisible marks dropped, spaces collapsed */
const oneLine = (raw: string) => plainText(raw).replace(/\s+/g, ' ').trim();

/** a link typed into the profile: an http(s) address and nothing a page could read as markup */
const WEBSITE_UNSAFE = /[\s<>"'`]/;

/**
 * /personaldata (issue 14): the signed-in user's profile and their identity verification. Who acts
 * is the session's user, always: no call takes a user id.
 */
export async function personalDataRoutes(
  app: FastifyInstance,
  options: { now?: () => number } = {},
): Promise<void> {
  const now = options.now ?? Date.now;
  const db = app.db;

  await serve(app, e.personalData, { tags, summary: '我的资料与身份认证状态（仅本人）' }, async (request) => {
    const me = await request.requireUser();
    return { code: 1 as const, result: await readPersonalData(db, me.id) };
  });

  await serve(
    app,
    e.saveProfile,
    {
      tags,
      summary: '保存个人资料（头像、姓名、职称、医院、科室、简介、个人网站；仅本人）',
      preValidation: signedInFirst,
      config: {
        fieldMessages: {
          identity: M.badIdentity,
          avatar: M.badAvatar,
          realName: M.realNameTooLong,
          title: M.badTitle,
          company: M.companyTooLong,
          department: M.departmentTooLong,
          introduction: M.introductionTooLong,
          website: M.websiteTooLong,
        },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const body = request.body;
      const current = await db
        .selectFrom('users')
        .select(['avatar', 'real_name', 'title', 'is_auth', 'identity'])
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();

      // every field is checked before anything is written: a refusal leaves the profile as it was
      // an identity is chosen once; changing it later is what a verification does
      const identity = body.identity ?? current.identity;
      if (identity !== current.identity && current.identity !== null) throw badRequest(M.identityLocked);
      if (identity !== null && !(IDENTITY_VALUES as readonly number[]).includes(identity))
        throw badRequest(M.badIdentity);
      const avatar = body.avatar.trim();
      if (avatar !== current.avatar && !(await isOwnUpload(db, me.id, avatar))) throw badRequest(M.badAvatar);

      const realName = oneLine(body.realName);
      if (!hasVisibleText(realName)) throw badRequest(M.realNameRequired);
      if (charCount(realName) > PROFILE_LIMITS.realNameMax) throw badRequest(M.realNameTooLong);
      // the name is what a verification vouches for
      if (
        realName !== current.real_name &&
        (current.is_auth === IS_AUTH.verified || current.is_auth === IS_AUTH.reviewing)
      )
        throw badRequest(M.realNameLocked);

      const title = oneLine(body.title);
      const titles: readonly string[] = TITLE_OPTIONS;
      if (title && !titles.includes(title) && title !== current.title) throw badRequest(M.badTitle);

      const company = oneLine(body.company);
      if (charCount(company) > PROFILE_LIMITS.companyMax) throw badRequest(M.companyTooLong);
      const department = oneLine(body.department);
      if (charCount(department) > PROFILE_LIMITS.departmentMax) throw badRequest(M.departmentTooLong);
      const introduction = multilinePlainText(body.introduction);
      if (charCount(introduction) > PROFILE_LIMITS.introductionMax) throw badRequest(M.introductionTooLong);

      const website = body.website.trim();
      if (charCount(website) > PROFILE_LIMITS.websiteMax) throw badRequest(M.websiteTooLong);
      if (website && (!isHttpUrl(website) || WEBSITE_UNSAFE.test(website))) throw badRequest(M.badWebsite);

      // one statement: the profile changes whole or not at all
      await db
        .updateTable('users')
        .set({
          identity,
          avatar,
          real_name: realName,
          title: title || null,
          company: company || null,
          department: department || null,
          introduction: introduction || null,
          website: website || null,
        })
        .where('id', '=', me.id)
        .execute();
      // the 用户 search tab shows the name, hospital, department and title
      await app.searchEngine.refresh(db, 'user', [me.id]);
      return { code: 1 as const, result: await readPersonalData(db, me.id), message: M.saved };
    },
  );

  await serve(
    app,
    e.submitVerification,
    {
      tags,
      summary: '提交身份认证（执业证、工牌；进入审核，审核中不可重复提交；仅本人）',
      preValidation: signedInFirst,
      config: {
        fieldMessages: {
          identity: M.badIdentity,
          certificateUrl: M.badImage,
          badgeUrl: M.badImage,
        },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const { identity } = request.body;
      const certificateUrl = request.body.certificateUrl.trim();
      const badgeUrl = request.body.badgeUrl.trim();
      const user = await db
        .selectFrom('users')
        .select(['identity', 'is_auth', 'real_name', 'company', 'title', 'department'])
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();

      if (user.is_auth === IS_AUTH.verified) throw new AppError(409, M.alreadyVerified);
      if (!mayApplyForVerification(user.identity)) throw forbidden(M.identityCannotApply);
      if (!(IDENTITY_VALUES as readonly number[]).includes(identity)) throw badRequest(M.badIdentity);
      if (!VERIFIABLE_IDENTITIES.includes(identity)) throw badRequest(M.identityCannotApply);
      if (!certificateUrl) throw badRequest(M.certificateRequired);
      if (!badgeUrl) throw badRequest(M.badgeRequired);
      if (!(await isOwnUpload(db, me.id, certificateUrl)) || !(await isOwnUpload(db, me.id, badgeUrl)))
        throw badRequest(M.badImage);
      if (!hasVisibleText(user.real_name) || !user.company?.trim() || !user.title?.trim())
        throw badRequest(M.profileIncomplete);

      const at = now();
      try {
        await db.transaction().execute(async (trx) => {
          // the partial unique index (one pending application per user) decides a race: of two
          // submits at once, one inserts and the other fails here, before anything is queued
          const row = await trx
            .insertInto('identity_verifications')
            .values({
              user_id: me.id,
              identity,
              real_name: user.real_name,
              company: user.company ?? '',
              title: user.title ?? '',
              department: user.department ?? '',
              certificate_url: certificateUrl,
              badge_url: badgeUrl,
              status: 'pending',
              reason: null,
              created_at: at,
              decided_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await createReviewQueue(trx, now).enqueue({
            userId: me.id,
            contentType: IDENTITY_REVIEW_TYPE,
            contentId: row.id,
          });
          await trx
            .updateTable('users')
            .set({ is_auth: IS_AUTH.reviewing, identity })
            .where('id', '=', me.id)
            .execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, M.alreadyPending);
        throw error;
      }
      return { code: 1 as const, result: await readPersonalData(db, me.id), message: M.submitted };
    },
  );

  await scoreRoutes(app, { now });
}
