import type { MessageItem, MessageSettings, UnreadCounts } from '@portal/api/contract/account-messages';
import { ANONYMOUS_NAME } from '@portal/api/identity';
import {
  MESSAGE_LIMITS,
  MESSAGE_TABS,
  MESSAGE_TEXTS,
  type MessageKind,
  type MessageTab,
  SWITCHABLE_MESSAGE_KINDS,
} from '@portal/api/rules/account-messages';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';
import { type PersonRow, publicPerson } from '../../../people/public-person';

/** a page of one tab, with the tab's whole count */
export interface MessagePage {
  items: MessageItem[];
  totalCount: number;
}

const actorOf = (row: PersonRow | undefined) => {
  if (!row) return null;
  const p = publicPerson(row);
  return { id: p.id, realName: p.realName, avatar: p.avatar };
};

/**
 * An invitation's line names the inviter as they are now, not as they were when it was written:
 * one anonymous since (identity 3) is 匿名用户, and one the invitation concealed (the asker of an
 * anonymous question) has no actor at all. The row's title keeps what was written, for the record.
 */
const invitedTitle = (actorId: number | null, people: Map<number, PersonRow>) =>
  MESSAGE_TEXTS.invited(
    (actorId === null ? undefined : actorOf(people.get(actorId))?.realName) || ANONYMOUS_NAME,
  );

/**
 * The message centre over the notices mechanism's tables: only ever the given user's rows (the
 * routes pass the session's user). Broadcasts are one row for everyone: unread are those sent
 * since the user registered without the user's read mark.
 */
export function createMessageCentreRepository(db: PortalDb) {
  async function registeredAt(userId: number): Promise<number> {
    const row = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
    return Number(row?.created_at ?? 0);
  }

  async function usersOf(ids: readonly (number | null)[]) {
    const unique = [...new Set(ids.filter((id): id is number => id !== null))];
    if (unique.length === 0) return new Map<number, PersonRow>();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'real_name', 'avatar', 'identity'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function unreadBroadcasts(userId: number): Promise<number> {
    const since = await registeredAt(userId);
    const row = await db
      .selectFrom('broadcasts as b')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('b.created_at', '>=', since)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('broadcast_reads as r')
              .select('r.broadcast_id')
              .whereRef('r.broadcast_id', '=', 'b.id')
              .where('r.user_id', '=', userId),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** each tab's unread count over the `(user_id, read_at)` index; a like group counts once */
  async function unreadCounts(userId: number): Promise<UnreadCounts> {
    const rows = await db
      .selectFrom('messages')
      .select((eb) => [
        'type',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.count<number | string>('subject').distinct().as('groups'),
      ])
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .groupBy('type')
      .execute();
    const tabs = Object.fromEntries(MESSAGE_TABS.map((tab) => [tab, 0])) as UnreadCounts['tabs'];
    for (const row of rows) {
      if (!(row.type in tabs)) continue;
      tabs[row.type as MessageKind] = Number(row.type === 'Like' ? row.groups : row.n);
    }
    tabs.BroadCasting = await unreadBroadcasts(userId);
    return { total: Object.values(tabs).reduce((sum, n) => sum + n, 0), tabs };
  }

  async function broadcastPage(userId: number, pageNo: number, pageSize: number): Promise<MessagePage> {
    const since = await registeredAt(userId);
    const [total, rows] = await Promise.all([
      db
        .selectFrom('broadcasts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('broadcasts as b')
        .leftJoin('broadcast_reads as r', (join) =>
          join.onRef('r.broadcast_id', '=', 'b.id').on('r.user_id', '=', userId),
        )
        .select(['b.id', 'b.title', 'b.content', 'b.url', 'b.created_at', 'r.read_at'])
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute(),
    ]);
    return {
      totalCount: Number(total.n),
      items: rows.map((b) => ({
        id: b.id,
        type: 'BroadCasting',
        title: b.title,
        content: b.content,
        url: b.url,
        // one sent before the user registered was never theirs to read
        read: b.read_at !== null || Number(b.created_at) < since,
        createdAt: Number(b.created_at),
        actor: null,
        actorCount: 0,
      })),
    };
  }

  async function kindPage(userId: number, kind: MessageKind, pageNo: number, pageSize: number) {
    const base = db.selectFrom('messages').where('user_id', '=', userId).where('type', '=', kind);
    const [total, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      base
        .select(['id', 'title', 'content', 'url', 'read_at', 'created_at', 'actor_id'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute(),
    ]);
    const people = await usersOf(rows.map((r) => r.actor_id));
    return {
      totalCount: Number(total.n),
      items: rows.map(
        (m): MessageItem => ({
          id: m.id,
          type: kind,
          title: kind === 'Invite' ? invitedTitle(m.actor_id, people) : m.title,
          content: m.content,
          url: m.url,
          read: m.read_at !== null,
          createdAt: Number(m.created_at),
          actor: m.actor_id === null ? null : actorOf(people.get(m.actor_id)),
          actorCount: m.actor_id === null ? 0 : 1,
        }),
      ),
    };
  }

  /** likes grouped by what was liked, the newest activity first: one line per item */
  async function likePage(userId: number, pageNo: number, pageSize: number): Promise<MessagePage> {
    const base = db
      .selectFrom('messages')
      .where('user_id', '=', userId)
      .where('type', '=', 'Like')
      .where('subject', 'is not', null);
    const [total, groups] = await Promise.all([
      base
        .select((eb) => eb.fn.count<number | string>('subject').distinct().as('n'))
        .executeTakeFirstOrThrow(),
      base
        .select((eb) => [
          'subject',
          eb.fn.max('created_at').as('last_at'),
          eb.fn.max('id').as('last_id'),
          eb.fn.countAll<number | string>().as('people'),
          eb.fn
            .sum<number | string>(eb.case().when('read_at', 'is', null).then(1).else(0).end())
            .as('unread'),
        ])
        .groupBy('subject')
        .orderBy('last_at', 'desc')
        .orderBy('last_id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute(),
    ]);
    const subjects = groups.map((g) => g.subject as string);
    // the two newest likes of each group: the line's names, and its newest row
    const newest = subjects.length
      ? (
          await sql<{
            id: number;
            subject: string;
            title: string;
            content: string;
            url: string;
            created_at: number | string;
            actor_id: number | null;
            rn: number | string;
          }>`select * from (
              select id, subject, title, content, url, created_at, actor_id,
                row_number() over (partition by subject order by created_at desc, id desc) as rn
              from messages
              where user_id = ${userId} and type = 'Like' and subject in (${sql.join(subjects)})
            ) ranked where rn <= ${MESSAGE_LIMITS.likeNames}`.execute(db)
        ).rows
      : [];
    const people = await usersOf(newest.map((r) => r.actor_id));
    const items = groups.map((g): MessageItem => {
      const rows = newest.filter((r) => r.subject === g.subject).sort((a, b) => Number(a.rn) - Number(b.rn));
      const head = rows[0];
      const actors = rows.map((r) => (r.actor_id === null ? null : actorOf(people.get(r.actor_id))));
      const count = Number(g.people);
      return {
        id: Number(head?.id ?? g.last_id),
        type: 'Like',
        title: MESSAGE_TEXTS.liked(
          actors.map((a) => a?.realName ?? ''),
          count,
          head?.title ?? '',
          head?.content ?? '',
        ),
        content: '',
        url: head?.url ?? '',
        read: Number(g.unread) === 0,
        createdAt: Number(g.last_at),
        actor: actors[0] ?? null,
        actorCount: count,
      };
    });
    return { totalCount: Number(total.n), items };
  }

  return {
    unreadCounts,

    /** the unread total of the header's badge */
    async unreadTotal(userId: number): Promise<number> {
      return (await unreadCounts(userId)).total;
    },

    async page(userId: number, tab: MessageTab, pageNo: number, pageSize: number): Promise<MessagePage> {
      if (tab === 'BroadCasting') return broadcastPage(userId, pageNo, pageSize);
      if (tab === 'Like') return likePage(userId, pageNo, pageSize);
      return kindPage(userId, tab, pageNo, pageSize);
    },

    /**
     * Marks one message read (a like marks its whole group). Someone else's message, or one that
     * does not exist, is 404: the same answer, so ids tell nothing.
     */
    async markRead(userId: number, tab: MessageTab, id: number, at: number): Promise<void> {
      if (tab === 'BroadCasting') {
        const found = await db.selectFrom('broadcasts').select('id').where('id', '=', id).executeTakeFirst();
        if (!found) throw notFound(MESSAGE_TEXTS.notFound);
        await sql`insert into broadcast_reads (broadcast_id, user_id, read_at) values (${id}, ${userId}, ${at})
          on conflict do nothing`.execute(db);
        return;
      }
      const row = await db
        .selectFrom('messages')
        .select(['id', 'subject'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('type', '=', tab)
        .executeTakeFirst();
      if (!row) throw notFound(MESSAGE_TEXTS.notFound);
      let update = db
        .updateTable('messages')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      update =
        tab === 'Like' && row.subject !== null
          ? update.where('type', '=', 'Like').where('subject', '=', row.subject)
          : update.where('id', '=', id);
      await update.execute();
    },

    /** marks a tab read, or every tab when none is named */
    async markAllRead(userId: number, tab: MessageTab | undefined, at: number): Promise<void> {
      if (tab === undefined || tab === 'BroadCasting') {
        const since = await registeredAt(userId);
        await sql`insert into broadcast_reads (broadcast_id, user_id, read_at)
          select b.id, ${userId}, ${at} from broadcasts b
          where b.created_at >= ${since}
            and not exists (select 1 from broadcast_reads r where r.broadcast_id = b.id and r.user_id = ${userId})
          on conflict do nothing`.execute(db);
      }
      if (tab === 'BroadCasting') return;
      let update = db
        .updateTable('messages')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (tab !== undefined) update = update.where('type', '=', tab);
      await update.execute();
    },

    async settings(userId: number): Promise<MessageSettings> {
      const muted = await db
        .selectFrom('message_mutes')
        .select('kind')
        .where('user_id', '=', userId)
        .execute();
      const off = new Set<string>(muted.map((m) => m.kind));
      return Object.fromEntries(SWITCHABLE_MESSAGE_KINDS.map((k) => [k, !off.has(k)])) as MessageSettings;
    },

    /** turns kinds on or off; kinds left out keep their state */
    async saveSettings(userId: number, settings: Partial<MessageSettings>, at: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const kind of SWITCHABLE_MESSAGE_KINDS) {
          const on = settings[kind];
          if (on === undefined) continue;
          if (on)
            await trx
              .deleteFrom('message_mutes')
              .where('user_id', '=', userId)
              .where('kind', '=', kind)
              .execute();
          else
            await sql`insert into message_mutes (user_id, kind, created_at) values (${userId}, ${kind}, ${at})
              on conflict do nothing`.execute(trx);
        }
      });
    },
  };
}

export type MessageCentreRepository = ReturnType<typeof createMessageCentreRepository>;
