import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

/** Seeded demo accounts (server/src/seed/demo-accounts.ts). */
export const VERIFIED_DOCTOR = { mobile: '13800000001', realName: '王建国' };
export const REVIEWING_DOCTOR = { mobile: '13800000002', realName: '李明华' };
export const PATIENT_USER = { mobile: '13800000005', realName: '陈小雨' };
export const CORPORATE_USER = { mobile: '13800000006', realName: '赵敏' };
export const NO_IDENTITY_USER = { mobile: '13800000007', realName: '孙悦' };
export const PENDING_CONTENT_DOCTOR = { mobile: '13800000008', realName: '周立新' };
export const UNVERIFIED_DOCTOR = { mobile: '13800000004' };
/** the demo's moderator (the server's default in demo mode): an account made at its first sign-in */
export const MODERATOR = { mobile: '13800000009' };
/**
 * A verified doctor of the seed (not a demo account) whom only the editors' journeys sign in as: a
 * journey elsewhere in the same worker that leaves the demo doctor with content under review would
 * otherwise put the pending-review notice over the editor.
 */
export const WRITING_DOCTOR = { mobile: '13072940357', realName: '李燕芳' };
/** the same for the header's publish popup: a pending item left by another journey shows its notice instead */
export const PUBLISHING_DOCTOR = { mobile: '15161782089', realName: '马颖' };
/**
 * A verified doctor of the seed whose competition entry is left waiting for review: content under
 * review blocks its author's new content (spec 4), so the journey that leaves it must not be the demo
 * doctor's, whom most journeys sign in as.
 */
export const COMPETING_DOCTOR = { mobile: '18318691035', realName: '宋振德' };

async function readOutbox(request: APIRequestContext, mobile: string) {
  const res = await request.get(`/dev/sms-outbox?mobile=${mobile}`);
  return (await res.json()).result as { code: string | null; sentAt: number | null };
}

/**
 * Signs in through the real sign-in page, reading the SMS code from the demo outbox. The outbox
 * keeps the last code of a mobile even once used, so a second sign-in of the same account waits for
 * a code newer than the last one. Within the server's resend interval of that last code (the test
 * server's is short: PORTAL_SMS_RESEND_SECONDS in the config) the server refuses a new one and the
 * page keeps 获取验证码 enabled: it is pressed again until the server has sent a new code.
 */
export async function signInThroughPage(
  page: Page,
  request: APIRequestContext,
  mobile: string,
): Promise<void> {
  const before = await readOutbox(request, mobile);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  // enabled: neither sending (the button is busy) nor counting down after a code went out
  const sendCode = page.getByRole('button', { name: '获取验证码', disabled: false });
  let code = '';
  await expect(async () => {
    if ((await sendCode.count()) > 0) await sendCode.click();
    const now = await readOutbox(request, mobile);
    const fresh = now.code !== null && now.sentAt !== null && now.sentAt !== before.sentAt;
    expect(fresh, `a new SMS code for ${mobile} in the outbox`).toBe(true);
    code = now.code ?? '';
  }).toPass();
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** what the portal's own pages send with every call (the server's cross-site rule asks for it) */
const OWN_PAGE = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/**
 * Signs the browser context of `page` in as `mobile` with the calls the sign-in page makes (an SMS
 * code from the demo outbox, then fastLogin), without loading that page: the session cookies land
 * in the context, so the context's pages are signed in from their next load. For journeys about
 * something else; the sign-in page itself is proved by portal-journey.spec.ts and the publish gates.
 * Within the server's resend interval of the mobile's last code the server refuses a new one: it
 * is asked again until a code newer than the last one is in the outbox.
 */
export async function signIn(page: Page, mobile: string): Promise<void> {
  const api = page.context().request;
  const before = await readOutbox(api, mobile);
  let code = '';
  await expect(async () => {
    await api.get(`/oldweb/getSmsAgain.jspx?mobile=${mobile}&scene=login`, { headers: OWN_PAGE });
    const now = await readOutbox(api, mobile);
    const fresh = now.code !== null && now.sentAt !== null && now.sentAt !== before.sentAt;
    expect(fresh, `a new SMS code for ${mobile} in the outbox`).toBe(true);
    code = now.code ?? '';
  }).toPass();
  const signedIn = await api.post('/oldweb/v3/fastLogin.jspx', { headers: OWN_PAGE, data: { mobile, code } });
  expect((await signedIn.json()).code, `fastLogin of ${mobile}`).toBe(1);
}

/**
 * Resolves once `page` has rendered `count` more animation frames: what a rAF-driven handler (a
 * scroll listener, an animation) has had the chance to do, however slow the machine.
 */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const step = () => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    count,
  );
}

/** The first page of info titles as the server returns them. */
export async function firstInfoTitles(request: APIRequestContext, pageNo = 1): Promise<string[]> {
  const res = await request.get(`/wapi/info/getInfoList.do?pageNo=${pageNo}&pageSize=20`);
  return ((await res.json()).list as { infoTitle: string }[]).map((i) => i.infoTitle);
}

/**
 * Keeps every toast text the page shows in sessionStorage (key `e2e:toasts`), so a toast shown just
 * before a full-page navigation (请先登录 then /signin) can still be asserted afterwards.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'e2e:toasts';
    const seen = new WeakSet<Element>();
    const record = () => {
      for (const el of Array.from(document.querySelectorAll('[aria-live] [role="status"]'))) {
        if (seen.has(el)) continue;
        seen.add(el);
        const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
        list.push(el.textContent ?? '');
        sessionStorage.setItem(KEY, JSON.stringify(list));
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toast texts recorded by recordToasts in this tab, oldest first. */
export async function recordedToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:toasts') ?? '[]') as string[]);
}

/**
 * An article page's comments, scrolled to as a reader does: the section loads its code and first
 * page when it comes near the viewport.
 */
export async function openComments(page: Page): Promise<Locator> {
  const region = page.getByRole('region', { name: '评论' }).first();
  await region.scrollIntoViewIfNeeded();
  return region;
}

/**
 * The posted comments of a comment section, without its inputs: a draft being posted is in the
 * main and the fixed box's textareas too, and a text match there is no posted comment.
 */
export function commentList(section: Locator): Locator {
  return section.getByRole('list', { name: '评论' });
}

/** a 120×80 PNG, as a phone's picture would be uploaded */
export const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABHUlEQVR4nO3UwY1CARDDUPr63VG0zzTAlc1o9aRUYDl+Pe/s+T2EF8rPn6gGdED3n97G6IBuriGjm4OTjm5OowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46ujmNDujmGjK6OTjp6OY0OqCba8jo5uCko5vT6IBuriGjm4OTjm5OowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOlozvTrPqS6vDKp5HlOAAAAAElFTkSuQmCC',
  'base64',
);

/** this worker's remotes manifest, which its server reads on every page (tests/fixtures.ts) */
export function remotesFile(): string {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is set by the worker fixture (tests/fixtures.ts)');
  return file;
}

/**
 * Reads this worker's seeded database (read-only), for a test that needs real ids the pages'
 * calls do not list (a department, a book, an elab case).
 */
export function readWorkerDb<T>(read: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the worker fixture (tests/fixtures.ts)');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
