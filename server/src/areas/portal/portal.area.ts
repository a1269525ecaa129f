import { EN_SITE_URL } from '@portal/api/links';
import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { enTicketRoutes } from './en-ticket/en-ticket.routes';
import { portalRoutes } from './frame/portal.routes';
import { qrRoutes } from './frame/qr.routes';
import { PORTAL_PAGES } from './pages/portal.pages';
import { PORTAL_SITEMAP } from './portal.sitemap';
import { requirementRoutes } from './requirements/requirements.routes';

declare module '../../area' {
  interface AreaSettings {
    /** the English site the header's EN link opens; a one-time code is appended (default https://en.naoyihui.com/) */
    enSiteUrl?: string;
  }
}

/** The portal area (the shell's frame): the home page as HTML, navigation, hint words, More popup, footer QR, requirements, EN ticket. */
export const portalArea: AreaDefinition = {
  name: 'portal',
  async plugin(app, settings) {
    await app.register(named(portalRoutes));
    await app.register(named(qrRoutes));
    await app.register(named(requirementRoutes), settings);
    await app.register(named(enTicketRoutes), {
      enSiteUrl: settings.enSiteUrl ?? EN_SITE_URL,
      secureCookies: settings.secureCookies ?? false,
      now: settings.now,
    });
  },
  sitemap: PORTAL_SITEMAP,
  pages: PORTAL_PAGES,
};
