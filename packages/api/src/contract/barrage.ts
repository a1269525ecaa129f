import { Id, INT_MAX, okList, okResult } from '@portal/api/contract/envelope';
import { BARRAGE_RULES } from '@portal/api/rules/meetings';
import { type Static, Type } from 'typebox';

/**
 * Barrage (弹幕) of a meeting venue's video (issue 11): the preset phrases under the box, a window
 * of replay barrage, the heat-map over the venue's timeline, and sending. Media times are
 * milliseconds from the venue's first talk. The live feed is the WebSocket
 * `/ws/v1/meeting/live` (server/src/areas/meetings/barrage/barrage.routes.ts).
 */

/** a barrage's media time or a window's edge, in milliseconds */
const MediaTime = (description: string) => Type.Integer({ minimum: 0, maximum: INT_MAX, description });

export const PresetQuery = Type.Object({ meetingId: Id() });
export type PresetQuery = Static<typeof PresetQuery>;
export const PresetComment = Type.Object({ id: Type.Integer(), text: Type.String() });
export type PresetComment = Static<typeof PresetComment>;
export const PresetListResponse = okList(PresetComment);

/** who sent a barrage, as others may see them: an anonymous person is 匿名用户 with id 0 */
export const BarrageSender = Type.Object({ id: Type.Integer(), realName: Type.String() });
export type BarrageSender = Static<typeof BarrageSender>;

export const Barrage = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  /** 0 scroll, 1 top, 2 bottom */
  mode: Type.Integer({ minimum: 0, maximum: 2 }),
  /** '#rrggbb' */
  color: Type.String(),
  /** milliseconds into the venue's video */
  mediaTime: Type.Integer(),
  /** epoch milliseconds */
  createdAt: Type.Integer(),
  /** sent by the signed-in reader */
  mine: Type.Boolean(),
  sender: BarrageSender,
});
export type Barrage = Static<typeof Barrage>;

export const BarrageListQuery = Type.Object({
  meetingId: Id(),
  /** the venue (会场) whose video is playing */
  fieldId: Id(),
  from: MediaTime('窗口起点（含），媒体时间毫秒'),
  to: MediaTime(`窗口终点（不含），媒体时间毫秒；窗口不超过 ${BARRAGE_RULES.windowMs} 毫秒`),
});
export type BarrageListQuery = Static<typeof BarrageListQuery>;

export const BarrageWindow = Type.Object({
  from: Type.Integer(),
  to: Type.Integer(),
  /** how many the window holds; more than `list` when it was thinned to windowLimit */
  total: Type.Integer(),
  /** by media time; when denser than windowLimit, thinned evenly over the window */
  list: Type.Array(Barrage),
});
export type BarrageWindow = Static<typeof BarrageWindow>;
export const BarrageListResponse = okResult(BarrageWindow);

export const BarrageHeatQuery = Type.Object({ meetingId: Id(), fieldId: Id() });
export type BarrageHeatQuery = Static<typeof BarrageHeatQuery>;
export const BarrageHeat = Type.Object({
  /** the venue's timeline: first talk start → last talk end (or the last barrage when later) */
  durationMs: Type.Integer(),
  bucketMs: Type.Number(),
  /** heatBuckets counts; bucket i covers [i·bucketMs, (i+1)·bucketMs) */
  buckets: Type.Array(Type.Integer()),
  total: Type.Integer(),
});
export type BarrageHeat = Static<typeof BarrageHeat>;
export const BarrageHeatResponse = okResult(BarrageHeat);

export const SendBarrageBody = Type.Object({
  meetingId: Id(),
  fieldId: Id(),
  /** the outer cap; the 150-character rule is checked on the plain text */
  text: Type.String({ maxLength: 600 }),
  mode: Type.Integer({ minimum: 0, maximum: 2, default: 0 }),
  color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', default: BARRAGE_RULES.colors[0] }),
  mediaTime: MediaTime('发送时播放到的媒体时间，毫秒'),
});
export type SendBarrageBody = Static<typeof SendBarrageBody>;
export const SendBarrageResponse = okResult(Barrage);
