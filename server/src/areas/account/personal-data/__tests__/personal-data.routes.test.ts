import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { mediaUploadEndpoints } from '@portal/api/endpoints/media-uploads';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { userEndpoints } from '@portal/api/endpoints/user';
import { IDENTITY_REVIEW_TYPE, PERSONAL_DATA_MESSAGES as M } from '@portal/api/rules/account-personal-data';
import { UPLOAD_LIMITS } from '@portal/api/rules/uploads';
import sharp from 'sharp';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/**
 * /personaldata on a real database: the profile (every field checked, markup dropped, nothing
 * half-written), uploads that must be the user's own, and identity verification through the
 * moderators' review queue: submit → reject with a reason → resubmit → approve.
 */
const MODERATOR = '13900014999';
let t: TestApp;
let dataDir: string;
let clock = Date.UTC(2026, 4, 20, 8, 0, 0);
type Who = { cookie: string; id: number };
let moderator: Who;

const headers = (who?: Who) => ({ ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) });
const get = (url: string, who?: Who, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: headers(who) });
const post = (url: string, payload: object, who?: Who) => {
  clock += 1000;
  return t.app.inject({ method: 'POST', url, payload, headers: headers(who) });
};

let colour = 0;
/** a real picture through the real upload route: what the screens send */
async function upload(who: Who, sameAs?: number): Promise<string> {
  colour += 1;
  if (sameAs !== undefined) colour = sameAs;
  const bytes = await sharp({
    // colours far apart: lossy WebP makes near colours one file, and the store keeps one file per content
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: { r: (colour * 53) % 256, g: (colour * 97) % 256, b: (colour * 29) % 256 },
    },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(UPLOAD_LIMITS.field, new Blob([bytes], { type: 'image/png' }), 'card.png');
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: mediaUploadEndpoints.uploadImage.path,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...headers(who), 'content-type': request.headers.get('content-type') ?? '' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.url as string;
}

const PROFILE = {
  avatar: '',
  realName: '周文博',
  title: '主治医师',
  company: '首都医科大学附属北京天坛医院',
  department: '神经外科',
  introduction: '擅长胶质瘤与颅底肿瘤的显微手术。',
  website: 'https://zhou.example.cn/about',
};

async function user(mobile: string, identity: number | null = 1): Promise<Who> {
  const who = await signIn(t, mobile);
  await t.database.db.updateTable('users').set({ identity }).where('id', '=', who.id).execute();
  return who;
}

async function saveProfile(who: Who, changes: Partial<typeof PROFILE> = {}) {
  const current = (await get(e.personalData.path, who)).json().result.profile;
  return post(e.saveProfile.path, { ...PROFILE, avatar: current.avatar, ...changes }, who);
}

const personalData = async (who: Who) => (await get(e.personalData.path, who)).json().result;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-personal-data-'));
  process.env.PORTAL_DATA_DIR = dataDir;
  t = await createTestApp({ now: () => clock, moderatorMobiles: [MODERATOR] });
  moderator = await signIn(t, MODERATOR);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('who may read and write', () => {
  it('answers only the session user: a visitor gets 401, an id in the request is ignored', async () => {
    const owner = await user('13900014001');
    const other = await user('13900014002');
    expect((await saveProfile(owner)).statusCode).toBe(200);

    for (const [url, method] of [
      [e.personalData.path, 'GET'],
      [e.scoreSummary.path, 'GET'],
      [e.scoreHistory.path, 'GET'],
      [e.saveProfile.path, 'POST'],
      [e.submitVerification.path, 'POST'],
    ] as const) {
      const res =
        method === 'GET'
          ? await get(url)
          : await post(url, { ...PROFILE, identity: 1, certificateUrl: 'x', badgeUrl: 'y' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: '请先登录' });
    }

    // another user naming the owner reads and writes their own data only
    const theirs = await get(e.personalData.path, other, { userId: String(owner.id) });
    expect(theirs.json().result.profile.id).toBe(other.id);
    expect(theirs.json().result.profile.realName).not.toBe(PROFILE.realName);
    const history = await get(e.scoreHistory.path, other, { userId: String(owner.id) });
    expect(history.statusCode).toBe(200);
    const write = await post(
      e.saveProfile.path,
      { ...PROFILE, avatar: theirs.json().result.profile.avatar, realName: '李四', userId: owner.id },
      other,
    );
    expect(write.statusCode).toBe(200);
    expect((await personalData(owner)).profile.realName).toBe(PROFILE.realName);
    expect((await personalData(other)).profile.realName).toBe('李四');
  });
});

describe('identity documents', () => {
  const read = (url: string, who?: Who) => t.app.inject({ method: 'GET', url, headers: headers(who) });

  it('are seen by their applicant and the moderators only, never cached for others; other uploads stay public', async () => {
    const applicant = await user('13900014091');
    const stranger = await user('13900014092');
    await saveProfile(applicant, { realName: '韩立' });
    const certificate = await upload(applicant);
    const badge = await upload(applicant);
    const picture = await upload(applicant);
    // before the application they are ordinary uploads
    expect((await read(certificate)).statusCode).toBe(200);
    const submitted = await post(
      e.submitVerification.path,
      { identity: 1, certificateUrl: certificate, badgeUrl: badge },
      applicant,
    );
    expect(submitted.statusCode).toBe(200);
    for (const url of [certificate, badge]) {
      for (const who of [undefined, stranger]) {
        const refused = await read(url, who);
        expect([refused.statusCode, refused.json()]).toEqual([404, { code: 404, message: '资源不存在' }]);
      }
      for (const who of [applicant, moderator]) {
        const seen = await read(url, who);
        expect(seen.statusCode).toBe(200);
        expect(seen.headers['content-type']).toBe('image/webp');
        expect(seen.headers['cache-control']).toBe('private, no-store');
      }
    }
    const open = await read(picture, stranger);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('stay public when someone else uploaded the same picture: naming another’s picture hides nothing', async () => {
    const victim = await user('13900014093');
    const applicant = await user('13900014094');
    await saveProfile(applicant, { realName: '厉飞雨' });
    const published = await upload(victim);
    const sameColour = colour;
    // the applicant has the victim's public picture and sends it as their certificate
    const copy = await upload(applicant, sameColour);
    expect(copy).toBe(published);
    const badge = await upload(applicant);
    const submitted = await post(
      e.submitVerification.path,
      { identity: 1, certificateUrl: copy, badgeUrl: badge },
      applicant,
    );
    expect(submitted.statusCode).toBe(200);
    const seen = await read(published);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the applicant's own badge is still theirs alone
    expect((await read(badge)).statusCode).toBe(404);
  });
});

describe('the profile', () => {
  let me: Who;
  beforeAll(async () => {
    me = await user('13900014011');
  });

  it('saves every field and tells the session user the new name', async () => {
    const res = await saveProfile(me);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.saved);
    expect(res.json().result.profile).toMatchObject({ ...PROFILE, avatar: expect.any(String) });
    const info = (await get(userEndpoints.personalInfo.path, me)).json().result;
    expect(info).toMatchObject({
      realName: PROFILE.realName,
      title: PROFILE.title,
      company: PROFILE.company,
    });
  });

  it('stores markup in any field as plain text', async () => {
    const res = await saveProfile(me, {
      realName: '<b>周</b>文博<img src=x onerror=alert(1)>',
      title: '<i>主任医师</i>',
      company: '<a href="https://evil.example">天坛</a>医院',
      department: '&lt;script&gt;alert(1)&lt;/script&gt;神经外科',
      introduction: '<script>alert(1)</script><p>擅长<b>脑血管病</b></p><p>第二段</p>',
    });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select(['real_name', 'title', 'company', 'department', 'introduction'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      real_name: '周文博',
      title: '主任医师',
      company: '天坛医院',
      department: 'alert(1)神经外科',
      introduction: '擅长脑血管病\n第二段',
    });
    for (const value of Object.values(row)) expect(value).not.toMatch(/[<>]/);
  });

  it('refuses bad fields with a Chinese message and writes nothing of the request', async () => {
    await saveProfile(me);
    const cases: [Partial<typeof PROFILE>, string][] = [
      [{ realName: '   ' }, M.realNameRequired],
      [{ realName: '<b></b>' }, M.realNameRequired],
      [{ realName: '名'.repeat(21) }, M.realNameTooLong],
      [{ title: '院长' }, M.badTitle],
      [{ company: '院'.repeat(101) }, M.companyTooLong],
      [{ department: '科'.repeat(51) }, M.departmentTooLong],
      [{ introduction: '介'.repeat(501) }, M.introductionTooLong],
      [{ website: 'javascript:alert(1)' }, M.badWebsite],
      [{ website: 'ftp://files.example.cn' }, M.badWebsite],
      [{ website: 'https://ok.example.cn/"><script>' }, M.badWebsite],
      [{ website: `https://a.cn/${'x'.repeat(300)}` }, M.websiteTooLong],
    ];
    for (const [change, message] of cases) {
      const res = await saveProfile(me, { department: '改了的科室', ...change });
      expect({ change, status: res.statusCode, body: res.json() }).toEqual({
        change,
        status: 400,
        body: { code: 400, message },
      });
    }
    // nothing half-written: the valid department of those requests is not stored
    expect((await personalData(me)).profile.department).toBe(PROFILE.department);
  });

  it('keeps a title from before the list until its owner picks another', async () => {
    await t.database.db
      .updateTable('users')
      .set({ title: '主任医师 教授' })
      .where('id', '=', me.id)
      .execute();
    expect((await saveProfile(me, { title: '主任医师 教授' })).statusCode).toBe(200);
    expect((await saveProfile(me, { title: '副主任医师 教授' })).json().message).toBe(M.badTitle);
    expect((await saveProfile(me, { title: '' })).statusCode).toBe(200);
    expect((await personalData(me)).profile.title).toBe('');
  });

  it('lets a user without an identity choose one, once', async () => {
    const fresh = await user('13900014013', null);
    expect((await saveProfile(fresh, { identity: 8 } as object)).json()).toEqual({
      code: 400,
      message: M.badIdentity,
    });
    expect((await personalData(fresh)).profile.identity).toBeNull();
    const chosen = await saveProfile(fresh, { identity: 5 } as object);
    expect(chosen.json().result.profile.identity).toBe(5);
    expect((await get(userEndpoints.identity.path, fresh)).json().result.identity).toBe(5);
    // the same again is no change; another is a verification's business
    expect((await saveProfile(fresh, { identity: 5 } as object)).statusCode).toBe(200);
    expect((await saveProfile(fresh, { identity: 1 } as object)).json()).toEqual({
      code: 400,
      message: M.identityLocked,
    });
    expect((await personalData(fresh)).profile.identity).toBe(5);
  });

  it('takes an avatar the user uploaded here, nothing else', async () => {
    const other = await user('13900014012');
    const mine = await upload(me);
    const theirs = await upload(other);
    const forged = '/media/uploads/2026/05/0123456789abcdef0123456789abcdef.webp';
    for (const avatar of [
      forged,
      theirs,
      'https://evil.example/track.png',
      '/media/avatar/1.svg',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await saveProfile(me, { avatar });
      expect({ avatar, body: res.json() }).toEqual({ avatar, body: { code: 400, message: M.badAvatar } });
    }
    const res = await saveProfile(me, { avatar: mine });
    expect(res.statusCode).toBe(200);
    expect((await get(userEndpoints.personalInfo.path, me)).json().result.avatar).toBe(mine);
  });
});

describe('identity verification', () => {
  const pendingItems = async () =>
    (await get(r.pending.path, moderator, { contentType: IDENTITY_REVIEW_TYPE })).json().list as {
      id: number;
      contentId: number;
      title: string;
      html: string;
      author: { id: number };
      version: string;
    }[];

  it('goes to review, is rejected with a reason, is sent again and approved', async () => {
    const me = await user('13900014021', null);
    const certificate = await upload(me);
    const badge = await upload(me);
    const submit = (body: object = {}) =>
      post(
        e.submitVerification.path,
        { identity: 1, certificateUrl: certificate, badgeUrl: badge, ...body },
        me,
      );

    // hospital and title first: the moderator checks the pictures against them
    expect((await submit()).json()).toEqual({ code: 400, message: M.profileIncomplete });
    await saveProfile(me, { realName: '吴&"晓"<明>' });

    const first = await submit();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(M.submitted);
    expect(first.json().result.profile).toMatchObject({ isAuth: 2, identity: 1 });
    expect(first.json().result.verification).toMatchObject({
      status: 'pending',
      certificateUrl: certificate,
      badgeUrl: badge,
      reason: '',
    });
    expect((await get(userEndpoints.personalInfo.path, me)).json().result.isAuth).toBe(2);
    // once pending, a second application is refused and nothing more is queued
    expect((await submit()).json()).toEqual({ code: 409, message: M.alreadyPending });
    // the name an application vouches for is locked meanwhile
    expect((await saveProfile(me, { realName: '别人' })).json()).toEqual({
      code: 400,
      message: M.realNameLocked,
    });

    // the moderators' page shows who applies as what, with both pictures, every text escaped
    let items = (await pendingItems()).filter((i) => i.author.id === me.id);
    expect(items).toHaveLength(1);
    const item = items[0]!;
    // `<明>` is no tag: it stays as text, and the page's HTML escapes it with the rest
    expect(item.title).toBe('身份认证：吴&"晓"<明>（医生）');
    expect(item.html).toContain('吴&amp;&quot;晓&quot;&lt;明&gt;');
    expect(item.html).toContain(PROFILE.company);
    expect(item.html).toContain(PROFILE.title);
    expect(item.html).toContain(`<img src="${certificate}" alt="执业证"`);
    expect(item.html).toContain(`<img src="${badge}" alt="工牌"`);
    expect(item.html).not.toMatch(/<(?!\/?(p|strong|figure|figcaption|a|img)\b)/);
    // only moderators decide
    expect(
      (await post(r.decide.path, { id: item.id, decision: 'approve', version: item.version }, me)).statusCode,
    ).toBe(403);

    const rejected = await post(
      r.decide.path,
      { id: item.id, decision: 'reject', reason: '执业证照片模糊，请重新上传', version: item.version },
      moderator,
    );
    expect(rejected.statusCode).toBe(200);
    const afterReject = await personalData(me);
    expect(afterReject.profile.isAuth).toBe(3);
    expect(afterReject.verification).toMatchObject({
      status: 'rejected',
      reason: '执业证照片模糊，请重新上传',
    });
    expect(afterReject.verification.decidedAt).toEqual(expect.any(Number));
    expect((await get(userEndpoints.personalInfo.path, me)).json().result.isAuth).toBe(3);

    // the applicant answers with new pictures
    const clearer = await upload(me);
    const again = await submit({ certificateUrl: clearer });
    expect(again.statusCode).toBe(200);
    expect(again.json().result.profile.isAuth).toBe(2);
    items = (await pendingItems()).filter((i) => i.author.id === me.id);
    expect(items).toHaveLength(1);
    expect(items[0]!.html).toContain(clearer);

    const approved = await post(
      r.decide.path,
      { id: items[0]!.id, decision: 'approve', version: items[0]!.version },
      moderator,
    );
    expect(approved.statusCode).toBe(200);
    const done = await personalData(me);
    expect(done.profile).toMatchObject({ isAuth: 1, identity: 1 });
    expect(done.verification).toMatchObject({ status: 'approved', certificateUrl: clearer });
    const info = (await get(userEndpoints.personalInfo.path, me)).json().result;
    expect(info).toMatchObject({ isAuth: 1, identity: 1 });
    // an approval earns points, and the stored level follows them (50 points: level 2)
    expect(info.levelNumber).toBe(2);
    expect((await submit()).json()).toEqual({ code: 409, message: M.alreadyVerified });
  });

  it('refuses pictures that are not the applicant’s own uploads', async () => {
    const me = await user('13900014031');
    const other = await user('13900014032');
    await saveProfile(me);
    const mine = await upload(me);
    const theirs = await upload(other);
    for (const url of [
      theirs,
      '/media/uploads/2026/05/fedcba9876543210fedcba9876543210.webp',
      'https://evil.example/cert.jpg',
      `${mine}?x=1`,
      '/media/cover/certificate-1.svg?title=x',
    ]) {
      for (const body of [
        { certificateUrl: url, badgeUrl: mine },
        { certificateUrl: mine, badgeUrl: url },
      ]) {
        const res = await post(e.submitVerification.path, { identity: 1, ...body }, me);
        expect({ url, body: res.json() }).toEqual({ url, body: { code: 400, message: M.badImage } });
      }
    }
    expect(
      (await post(e.submitVerification.path, { identity: 1, certificateUrl: '', badgeUrl: mine }, me)).json(),
    ).toEqual({ code: 400, message: M.certificateRequired });
    expect(
      (
        await post(e.submitVerification.path, { identity: 1, certificateUrl: mine, badgeUrl: ' ' }, me)
      ).json(),
    ).toEqual({ code: 400, message: M.badgeRequired });
    expect((await personalData(me)).verification).toBeNull();
    expect((await personalData(me)).profile.isAuth).toBe(0);
  });

  it('is not open to patients, corporate or non-medical accounts, nor as those identities', async () => {
    for (const [mobile, identity] of [
      ['13900014041', 3],
      ['13900014042', 4],
      ['13900014043', 7],
    ] as const) {
      const who = await user(mobile, identity);
      await saveProfile(who);
      const url = await upload(who);
      const res = await post(
        e.submitVerification.path,
        { identity: 1, certificateUrl: url, badgeUrl: url },
        who,
      );
      expect(res.json()).toEqual({ code: 403, message: M.identityCannotApply });
    }
    const doctor = await user('13900014044');
    await saveProfile(doctor);
    const url = await upload(doctor);
    for (const identity of [3, 4, 7])
      expect(
        (
          await post(e.submitVerification.path, { identity, certificateUrl: url, badgeUrl: url }, doctor)
        ).json(),
      ).toEqual({ code: 400, message: M.identityCannotApply });
    // a nurse applies as a nurse
    const nurse = await post(
      e.submitVerification.path,
      { identity: 2, certificateUrl: url, badgeUrl: url },
      doctor,
    );
    expect(nurse.json().result.profile).toMatchObject({ identity: 2, isAuth: 2 });
  });

  it('makes one application of submits sent at once', async () => {
    const me = await user('13900014051');
    await saveProfile(me);
    const url = await upload(me);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: e.submitVerification.path,
          payload: { identity: 1, certificateUrl: url, badgeUrl: url },
          headers: headers(me),
        }),
      ),
    );
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const db = t.database.db;
    const applications = await db
      .selectFrom('identity_verifications')
      .select('id')
      .where('user_id', '=', me.id)
      .execute();
    expect(applications).toHaveLength(1);
    const queued = await db
      .selectFrom('review_queue')
      .select('id')
      .where('user_id', '=', me.id)
      .where('content_type', '=', IDENTITY_REVIEW_TYPE)
      .execute();
    expect(queued).toHaveLength(1);
  });
});
