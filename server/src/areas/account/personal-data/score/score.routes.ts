import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { LEVEL_THRESHOLDS, nextLevelAt, SCORE_LIMITS } from '@portal/api/rules/account-score';
import type { FastifyInstance } from 'fastify';
import { pageList } from '../../../../lib/envelope';
import { serve } from '../../../../lib/serve-endpoint';
import { readScore, todayProgress } from './score-ledger';

const tags = ['我的积分'];

/** /score (issue 14): the signed-in user's points, level and how they were earned; theirs only. */
export async function scoreRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;

  await serve(
    app,
    e.scoreSummary,
    { tags, summary: '我的积分、等级与今日进度（仅本人）' },
    async (request) => {
      const me = await request.requireUser();
      const { ledger, points, level } = await readScore(app.db, me.id);
      const rules = todayProgress(ledger, now());
      return {
        code: 1 as const,
        result: {
          points,
          level,
          levelStart: LEVEL_THRESHOLDS[level - 1] ?? 0,
          nextLevelAt: nextLevelAt(level),
          todayPoints: rules.reduce((sum, r) => sum + r.todayPoints, 0),
          rules,
        },
      };
    },
  );

  await serve(app, e.scoreHistory, { tags, summary: '积分明细（最近在前，仅本人）' }, async (request) => {
    const me = await request.requireUser();
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? SCORE_LIMITS.pageSize;
    const { ledger } = await readScore(app.db, me.id);
    const newestFirst = [...ledger].reverse();
    const page = newestFirst.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((entry) => ({
      key: `${entry.action}:${entry.id}`,
      action: entry.action,
      subject: entry.subject,
      url: entry.url,
      points: entry.points,
      time: entry.time,
    }));
    return pageList(page, ledger.length, pageNo, pageSize);
  });
}
