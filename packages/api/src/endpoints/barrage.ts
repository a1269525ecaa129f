import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const barrage = contract(() => import(/* webpackMode: "weak" */ '../contract/barrage'));

/**
 * Barrage (弹幕) of a meeting's venue video (issue 11). The live feed is a WebSocket,
 * `GET /ws/v1/meeting/live?meetingId&fieldId&after` (not a JSON call, so not in this table).
 */
export const barrageEndpoints = {
  presets: barrage.get('/wapi/meeting/v2/getPresetComment', (c) => ({
    query: c.PresetQuery,
    response: c.PresetListResponse,
  })),
  list: barrage.get('/ws/v1/message/getBarrageList', (c) => ({
    query: c.BarrageListQuery,
    response: c.BarrageListResponse,
  })),
  heat: barrage.get('/ws/v1/message/getBarrageHeat', (c) => ({
    query: c.BarrageHeatQuery,
    response: c.BarrageHeatResponse,
  })),
  send: barrage.post('/ws/v1/message/sendBarrage', (c) => ({
    body: c.SendBarrageBody,
    response: c.SendBarrageResponse,
  })),
};

/** the live feed's path (WebSocket) */
export const BARRAGE_LIVE_PATH = '/ws/v1/meeting/live';
