import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Chinese texts for invalid fields, by the field's name in the request. */
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
};

interface ValidationIssue {
  instancePath?: string;
  params?: { missingProperty?: string };
}

function validationMessage(issues: ValidationIssue[]): string {
  for (const issue of issues) {
    const field = issue.params?.missingProperty ?? issue.instancePath?.split('/').filter(Boolean).pop();
    if (field && FIELD_MESSAGES[field]) return FIELD_MESSAGES[field];
  }
  return '请求参数不正确';
}

/** One place turns every failure into the envelope; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.code).send({ code: error.code, message: error.message });
    }
    if ('validation' in error && error.validation) {
      return reply
        .code(400)
        .send({ code: 400, message: validationMessage(error.validation as ValidationIssue[]) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send({ code: 429, message: '操作过于频繁，请稍后再试' });
    if (status === 415 || status === 400) {
      return reply.code(400).send({ code: 400, message: '请求格式不正确' });
    }
    if (status === 413) return reply.code(413).send({ code: 413, message: '请求内容过大' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: '服务器繁忙，请稍后重试' });
  });
}
