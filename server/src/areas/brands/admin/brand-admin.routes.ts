import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import {
  BRAND_MESSAGES,
  MEMBER_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  type ProductForm,
  productFormError,
  trimProductForm,
} from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';
import { multilinePlainText, plainText } from '../../../content-safety/plain-text';
import { badRequest } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { BrandRouteOptions } from '../repositories';

const tags = ['品牌管理'];

/** the form as stored: checked by the shared rules, every text plain (markup never stored) */
function checkedForm(body: ProductForm): ProductForm {
  const trimmed = trimProductForm(body);
  const form = {
    ...trimmed,
    name: plainText(trimmed.name),
    description: multilinePlainText(trimmed.description),
    specs: trimmed.specs.map((s) => ({ name: plainText(s.name), value: plainText(s.value) })),
  };
  const wrong = productFormError(form);
  if (wrong) throw badRequest(wrong);
  return form;
}

/**
 * Brand administration (spec 6: addProduct, authMember, removeMember): a brand's administrators add
 * and edit its products and authorise or remove its members. Everyone else is refused (403), and
 * who acts is always the session's user.
 */
export async function brandAdminRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const now = options.now ?? Date.now;
  const admin = options.repos.admin;
  const productFields = {
    brandId: BRAND_MESSAGES.brandNotFound,
    productId: BRAND_MESSAGES.productNotFound,
    productLineId: PRODUCT_FORM_MESSAGES.lineNotOfBrand,
    name: PRODUCT_FORM_MESSAGES.nameLength,
    pictures: PRODUCT_FORM_MESSAGES.picturesTooMany,
    specs: PRODUCT_FORM_MESSAGES.specsTooMany,
    description: PRODUCT_FORM_MESSAGES.descriptionTooLong,
  };

  await serve(
    app,
    e.addProduct,
    {
      tags,
      summary: '添加产品（仅品牌管理员；图片须先经上传接口）',
      config: { fieldMessages: productFields },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { brandId, productLineId } = request.body;
      // who may comes first: a stranger learns nothing of what the form would have said
      await admin.assertAdmin(brandId, me.id);
      const id = await admin.addProduct(brandId, productLineId, checkedForm(request.body), me.id, now());
      await app.searchEngine.refresh(app.db, 'bms_product', [id]);
      return { code: 1 as const, result: { id }, message: PRODUCT_FORM_MESSAGES.added };
    },
  );

  await serve(
    app,
    e.updateProduct,
    {
      tags,
      summary: '编辑产品（仅该产品所属品牌的管理员）',
      config: { fieldMessages: productFields },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { productId, productLineId } = request.body;
      const form = checkedForm(request.body);
      await admin.updateProduct(productId, productLineId, form, me.id);
      await app.searchEngine.refresh(app.db, 'bms_product', [productId]);
      return { code: 1 as const, result: { id: productId }, message: PRODUCT_FORM_MESSAGES.saved };
    },
  );

  await serve(
    app,
    e.members,
    {
      tags,
      summary: '品牌成员（仅品牌管理员）',
      config: { fieldMessages: { brandId: BRAND_MESSAGES.brandNotFound } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      return wholeList(await admin.members(request.query.brandId, me.id));
    },
  );

  const memberFields = { brandId: BRAND_MESSAGES.brandNotFound, memberId: MEMBER_MESSAGES.userNotFound };

  await serve(
    app,
    e.authMember,
    {
      tags,
      summary: '添加品牌成员（仅品牌管理员）',
      config: { fieldMessages: memberFields },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { brandId, memberId } = request.body;
      const members = await admin.authorise(brandId, memberId, me.id, now());
      return { code: 1 as const, result: { members }, message: MEMBER_MESSAGES.authorised };
    },
  );

  await serve(
    app,
    e.removeMember,
    {
      tags,
      summary: '移除品牌成员（仅品牌管理员；至少保留一位管理员）',
      config: { fieldMessages: memberFields },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { brandId, memberId } = request.body;
      const members = await admin.remove(brandId, memberId, me.id);
      return { code: 1 as const, result: { members }, message: MEMBER_MESSAGES.removed };
    },
  );
}
