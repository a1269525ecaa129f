/** The portal area (the shell's frame): navigation, hint words, More popup, footer QR, requirements, pending review, EN ticket. */

export { enTicketRoutes } from './en-ticket/en-ticket.routes';
export { portalRoutes } from './frame/portal.routes';
export { qrRoutes } from './frame/qr.routes';
// the area's parts of the deployed migrations, which areas/migrations.ts composes in their order
export { enTicketTables, navigationTables, requirementTables } from './migration';
export { portalArea } from './portal.area';
export {
  buildDemoActivity,
  buildFrameData,
  DEMO_PENDING_REVIEW_ACCOUNT,
  type DemoActivityData,
  type FrameData,
  HINT_DICT_ID,
  HINT_WORDS,
} from './portal-seed';
export { requirementRoutes } from './requirements/requirements.routes';
