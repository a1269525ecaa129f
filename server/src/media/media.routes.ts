import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { VIDEO_DIR } from '../paths';
import { avatarSvg, coverSvg } from './svg-art';

/**
 * Generated SVG media: `/media/avatar/{key}.svg[?name=]` and `/media/cover/{key}.svg[?title=]`.
 * The seed points avatars and covers here, so the demo needs no image files.
 */

const KEY_FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const MAX_TEXT = 200;

interface MediaParams {
  file: string;
}
interface AvatarQuery {
  name?: string;
}
interface CoverQuery {
  title?: string;
}

const paramsSchema = {
  type: 'object',
  properties: { file: { type: 'string', description: '{key}.svg, key of [A-Za-z0-9_-]{1,64}' } },
  required: ['file'],
} as const;

const notFoundSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

const svgSchema = { type: 'string', description: 'image/svg+xml' } as const;

function keyOf(file: string): string | null {
  return KEY_FILE.exec(file)?.[1] ?? null;
}

function sendNotFound(reply: FastifyReply) {
  return reply.code(404).send({ code: 404, message: '资源不存在' });
}

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      // An SVG opened directly is a document that could run script; allow nothing but its own styles.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(svg)
  );
}

const clip = (text: string | undefined) => (text ? text.slice(0, MAX_TEXT) : undefined);

export async function mediaRoutes(app: FastifyInstance, options: { videoDir?: string } = {}): Promise<void> {
  // files only (no listing, no dotfiles); @fastify/static answers Range requests, which <video> seeks with
  await app.register(fastifyStatic, {
    root: options.videoDir ?? VIDEO_DIR,
    prefix: '/media/video/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });

  app.get<{ Params: MediaParams; Querystring: AvatarQuery }>(
    '/media/avatar/:file',
    {
      schema: {
        summary: '生成的头像（SVG）',
        params: paramsSchema,
        querystring: { type: 'object', properties: { name: { type: 'string' } } },
        response: { 200: svgSchema, 404: notFoundSchema },
      },
    },
    async (request, reply) => {
      const key = keyOf(request.params.file);
      if (!key) return sendNotFound(reply);
      return sendSvg(reply, avatarSvg(key, clip(request.query.name)));
    },
  );

  app.get<{ Params: MediaParams; Querystring: CoverQuery }>(
    '/media/cover/:file',
    {
      schema: {
        summary: '生成的封面图（SVG，640×360）',
        params: paramsSchema,
        querystring: { type: 'object', properties: { title: { type: 'string' } } },
        response: { 200: svgSchema, 404: notFoundSchema },
      },
    },
    async (request, reply) => {
      const key = keyOf(request.params.file);
      if (!key) return sendNotFound(reply);
      return sendSvg(reply, coverSvg(key, clip(request.query.title)));
    },
  );
}
