import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Chinese texts for this route's invalid fields, ahead of FIELD_MESSAGES: by `field` or by
     * `field:keyword` (e.g. `code` of the EN code exchange is not an SMS code).
     */
    fieldMessages?: Record<string, string>;
  }
}

/**
 * Chinese texts for invalid fields, by the field's name in the request; `field:keyword` (the
 * failed JSON-schema keyword, e.g. `maxLength`) wins over the bare field name.
 */
const FIELD_MESSAGES: Record<string, string> = {
  mobile: '请输入正确的手机号',
  code: '请输入6位验证码',
  realName: '请输入真实姓名（1-20个字）',
  identity: '请选择身份',
  scene: '验证码用途不正确',
  id: '参数错误',
  pageNo: '页码不正确',
  pageSize: '每页条数不正确',
  subspecialtyId: '亚专业参数不正确',
  profileUserId: '用户参数不正确',
  position: '导航位置不正确',
  dictIdStr: '字典参数不正确',
  // requirement popup (spec 5); the route checks the spec's limits itself, these cover the
  // schema's outer caps and missing fields
  typesStr: '请选择需求类型',
  'typesStr:maxLength': '需求类型不存在',
  contactInformation: '请填写联系方式',
  'contactInformation:maxLength': '联系方式不能超过255个字符',
  remark: '备注不能超过300个字符',
};

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: { missingProperty?: string };
}

/** The Chinese text for an invalid field: the route's own first, then the common ones. */
export function fieldMessage(
  field: string,
  keyword: string,
  routeMessages: Record<string, string> = {},
): string {
  const keyed = `${field}:${keyword}`;
  return (
    routeMessages[keyed] ?? routeMessages[field] ?? FIELD_MESSAGES[keyed] ?? FIELD_MESSAGES[field] ?? GENERIC
  );
}

const GENERIC = '请求参数不正确';

/** the log message of a request its route's schema refused */
export const SCHEMA_REFUSAL = 'input refused by its schema';

function validationMessage(issues: ValidationIssue[], routeMessages: Record<string, string> = {}): string {
  for (const issue of issues) {
    const field = issue.params?.missingProperty ?? issue.instancePath?.split('/').filter(Boolean).pop();
    if (!field) continue;
    const message = fieldMessage(field, issue.keyword ?? '', routeMessages);
    if (message !== GENERIC) return message;
  }
  return GENERIC;
}

/** One place turns every failure into the envelope; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.code).send({ code: error.code, message: error.message });
    }
    if ('validation' in error && error.validation) {
      // at debug level: a refusal by the schema is the client's mistake, but worth seeing when a
      // screen and the contract disagree (the endpoint agreement test reads it)
      request.log.debug({ validation: error.validation }, SCHEMA_REFUSAL);
      return reply.code(400).send({
        code: 400,
        message: validationMessage(
          error.validation as ValidationIssue[],
          request.routeOptions.config?.fieldMessages,
        ),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send({ code: 429, message: '操作过于频繁，请稍后再试' });
    if (status === 415 || status === 400) {
      return reply.code(400).send({ code: 400, message: '请求格式不正确' });
    }
    if (status === 413) return reply.code(413).send({ code: 413, message: '请求内容过大' });
    // from the static file routes (a path that leaves their folder, a missing file)
    if (status === 403) return reply.code(403).send({ code: 403, message: '无权访问' });
    if (status === 404) return reply.code(404).send({ code: 404, message: '资源不存在' });
    // the client went away and the work stopped on purpose (an aborted search): nothing to report,
    // and nobody to answer (499, as nginx names a request the client closed)
    if (error.name === 'AbortError') return reply.code(499).send({ code: 499, message: '请求已取消' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: '服务器繁忙，请稍后重试' });
  });
}
