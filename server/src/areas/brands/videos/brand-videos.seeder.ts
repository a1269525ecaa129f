import type { Insertable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { catalogueStream } from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { daysAgo } from '../../../seed/random';
import type { BrandVideosTable } from './schema';

/** the demo clip every seeded video plays (server/assets/video/lecture-demo.webm) and its length */
const DEMO_CLIP = { url: '/media/video/lecture-demo.webm', seconds: 10 } as const;

/** what a brand films: its products shown and used, never what they achieve */
const KINDS: readonly ((product: string) => [title: string, description: string])[] = [
  (p) => [`${p} 产品介绍`, `${p}的结构组成、主要部件与规格参数介绍。适应证以注册证及说明书为准。`],
  (p) => [`${p} 操作演示`, `在模拟环境中演示${p}的开机、设置与基本操作流程，供临床使用前参考。`],
  (p) => [`${p} 装机与维护要点`, `${p}的安装、日常清洁、消毒与保养要点，以及常见报警的处理步骤。`],
  (p) => [`${p} 培训课程节选`, `品牌临床培训课程中关于${p}使用规范的讲解节选。`],
];

/**
 * Brand videos: for each brand, one to four, each about one of its products (issue 21), newest in
 * the last months. Comments come from people, not the seed.
 */
export const brandVideosSeeder: AreaSeeder = {
  name: 'brand-videos',
  tables: ['brand_videos'],
  sequenceTables: ['brand_videos'],
  async seed(db: PortalDb, context) {
    const r = catalogueStream(context.seed, 'brand-videos');
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'brand_id'])
      .where('brand_id', 'is not', null)
      .orderBy('id')
      .execute();
    const byBrand = new Map<number, { id: number; name: string }[]>();
    for (const p of products) {
      const list = byBrand.get(Number(p.brand_id)) ?? [];
      list.push({ id: p.id, name: p.name });
      byBrand.set(Number(p.brand_id), list);
    }
    const rows: Insertable<BrandVideosTable>[] = [];
    for (const [brandId, own] of byBrand) {
      for (const product of r.sample(own, Math.min(own.length, r.int(1, 4)))) {
        const [title, description] = r.pick(KINDS)(product.name);
        const id = rows.length + 1;
        rows.push({
          id,
          brand_id: brandId,
          product_id: product.id,
          title,
          cover: coverUrl(`brand-video-${id}`, title),
          video_url: DEMO_CLIP.url,
          duration: DEMO_CLIP.seconds,
          description,
          views: r.skewed(20, 20_000),
          comments: 0,
          created_at: daysAgo(r, context.now, 1, 400),
        });
      }
    }
    await insertChunks(rows, (chunk) => db.insertInto('brand_videos').values(chunk).execute());
  },
};
