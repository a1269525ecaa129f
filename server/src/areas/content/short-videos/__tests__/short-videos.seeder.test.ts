import { newsScale } from '../../../../seed/area-inputs';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { countRows, seededDatabase } from '../../../../test-support/seeded-tables';
import { SHORT_VIDEO_URL, shortVideoCount } from '../short-videos.seeder';

const seeded = seededDatabase('small');

describe('short videos seed', () => {
  it('writes the amount the scale asks for', async () => {
    const db = seeded();
    const expected = shortVideoCount(newsScale(await countRows(db, 'info_articles')));
    expect(expected).toBeGreaterThanOrEqual(50);
    expect(await countRows(db, 'short_videos')).toBe(expected);
    expect(shortVideoCount(1)).toBe(300);
  });

  it('has short videos by doctors, and brand-certified ones by corporate accounts', async () => {
    const rows = await seeded()
      .selectFrom('short_videos')
      .innerJoin('users', 'users.id', 'short_videos.creator_id')
      .select([
        'users.identity',
        'short_videos.bms_auth',
        'short_videos.video_url',
        'short_videos.online_time',
      ])
      .execute();
    for (const r of rows) {
      expect(r.identity).toBe(r.bms_auth === 1 ? 4 : 1);
      expect(r.video_url).toBe(SHORT_VIDEO_URL);
      expect(r.online_time).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
    }
    expect(rows.some((r) => r.bms_auth === 1)).toBe(true);
  });
});
