import type { Generated } from 'kysely';

/** A channel page (`/channel/home`): migration 002's part of this feature, in `./migration.ts`. */
export interface ChannelsTable {
  id: Generated<number>;
  title: string;
  /** the article (mp) subspecialty id the channel shows */
  mp_id: number;
  /** the cloud-classroom (ocs) category id the channel shows */
  ocs_id: number;
  sort: number;
  enabled: 0 | 1;
}

export type ChannelTables = {
  channels: ChannelsTable;
};

declare module '../../../db/schema' {
  interface Database extends ChannelTables {}
}
