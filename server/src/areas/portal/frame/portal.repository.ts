import type {
  AcademicResource,
  Channel,
  DeviceCategory,
  FooterQrCode,
  HintWord,
  NavLink,
} from '@portal/api/contract/portal';
import type { PortalDb } from '../../../db/database';
import type { Readers } from '../../../readers/readers';

/** Reads of the portal frame: enabled rows only, in their sort order. */
export function createPortalRepository(db: PortalDb, readers: Readers) {
  return {
    async navigation(position: 'header' | 'footer'): Promise<NavLink[]> {
      const rows = await db
        .selectFrom('nav_links')
        .select(['id', 'name', 'url', 'new_tab'])
        .where('position', '=', position)
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, url: r.url, newTab: r.new_tab === 1 }));
    },

    async hintWords(dictIds: readonly string[]): Promise<HintWord[]> {
      if (dictIds.length === 0) return [];
      return db
        .selectFrom('dict_items')
        .select(['id', 'word'])
        .where('dict_id', 'in', dictIds)
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async academicResources(): Promise<AcademicResource[]> {
      const rows = await db
        .selectFrom('academic_resources')
        .select(['id', 'name', 'url', 'new_tab'])
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, url: r.url, newTab: r.new_tab === 1 }));
    },

    /** the channels (content's pages) the More popup lists */
    channels(): Promise<Channel[]> {
      return readers.moreChannels(db);
    },

    /** the More popup's first-level device categories (the brands area's) */
    deviceCategories(): Promise<DeviceCategory[]> {
      return readers.deviceCategories(db);
    },

    /** urls as stored: absolute, or a site path the route makes absolute */
    footerQrCodes(): Promise<FooterQrCode[]> {
      return db
        .selectFrom('footer_qr_codes')
        .select(['id', 'name', 'url'])
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}

export type PortalRepository = ReturnType<typeof createPortalRepository>;
