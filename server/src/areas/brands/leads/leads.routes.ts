import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import {
  BRAND_MESSAGES,
  INTEREST_MESSAGES,
  interestError,
  LEADS_EXPORT_PATH,
  LEADS_PAGE_SIZE,
  trimInterest,
} from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';
import { plainText } from '../../../content-safety/plain-text';
import { badRequest, notSignedIn } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { limitedTo } from '../../../lib/rate-limits';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { BrandRouteOptions } from '../repositories';
import { leadsCsv, leadsDisposition } from './leads-csv';

const tags = ['品牌意向客户'];
/** the most a download holds: far past any brand's leads, short of a file that would tie up the server */
const EXPORT_MAX = 50_000;

/**
 * Expressions of interest (spec 7 submitProductInterestPersonnel) and the brand administrators'
 * leads: a list and a CSV download. A lead leaves the server only for the brand's administrators.
 */
export async function leadRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const now = options.now ?? Date.now;
  const leads = options.repos.leads;

  await serve(
    app,
    e.submitInterest,
    {
      tags,
      summary: '提交产品意向（当前登录用户；同一产品每天一次）',
      config: {
        fieldMessages: {
          productId: BRAND_MESSAGES.productNotFound,
          name: INTEREST_MESSAGES.nameTooLong,
          hospital: INTEREST_MESSAGES.hospitalTooLong,
          department: INTEREST_MESSAGES.departmentTooLong,
          contact: INTEREST_MESSAGES.contactInvalid,
        },
        // a hospital's doctors may share one address: generous per client, one a day per person and product
        rateLimit: limitedTo(30, 60_000, INTEREST_MESSAGES.tooMany),
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      // kept as plain text, as everything a person types (markup is dropped before the checks)
      const typed = trimInterest(request.body);
      const form = {
        name: plainText(typed.name),
        hospital: plainText(typed.hospital),
        department: plainText(typed.department),
        contact: plainText(typed.contact),
      };
      const wrong = interestError(form);
      if (wrong) throw badRequest(wrong);
      const id = await leads.submit(request.body.productId, me.id, form, now());
      return { code: 1 as const, result: { id }, message: INTEREST_MESSAGES.submitted };
    },
  );

  await serve(
    app,
    e.leads,
    {
      tags,
      summary: '品牌的意向客户（仅品牌管理员）',
      config: { fieldMessages: { brandId: BRAND_MESSAGES.brandNotFound } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { brandId } = request.query;
      await leads.assertAdmin(brandId, me.id);
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? LEADS_PAGE_SIZE;
      const { items, total } = await leads.list(brandId, { pageNo, pageSize });
      return pageList(items, total, pageNo, pageSize);
    },
  );

  app.get<{ Querystring: { brandId?: string } }>(
    LEADS_EXPORT_PATH,
    {
      schema: {
        tags,
        summary: '导出品牌的意向客户（CSV，UTF-8 带 BOM；仅品牌管理员）',
        querystring: {
          type: 'object',
          properties: { brandId: { type: 'string', maxLength: 10 } },
        },
      },
    },
    async (request, reply) => {
      const me = await request.sessionUser();
      if (!me) throw notSignedIn();
      const raw = request.query.brandId ?? '';
      const brandId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
      if (brandId < 1) throw badRequest(BRAND_MESSAGES.brandNotFound);
      await leads.assertAdmin(brandId, me.id);
      const name = await leads.brandName(brandId);
      const { items } = await leads.list(brandId, { pageNo: 1, pageSize: EXPORT_MAX });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', leadsDisposition(name, brandId))
        .header('Cache-Control', 'private, no-store')
        .send(leadsCsv(items));
    },
  );
}
