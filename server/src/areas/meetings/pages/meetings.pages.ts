import type { CourseDetail } from '@portal/api/contract/classroom';
import type { MeetingDetail } from '@portal/api/contract/meetings';
import { classroomEndpoints } from '@portal/api/endpoints/classroom';
import { meetingEndpoints } from '@portal/api/endpoints/meetings';
import { coursePage, meetingDetailPage } from '@portal/api/pages/meetings';
import { WIDE_PAGE_STYLE } from '../../../web/page-document';
import { absoluteAddress, escapeHtml, isPictureAddress, pageText } from '../../../web/page-html';
import { isoTime, SITE_PUBLISHER } from '../../../web/page-ld';
import { answerOf, issuedOnce, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';

/**
 * The meetings area's public pages as HTML (issue 24): a meeting (schema.org Event) and a
 * cloud-classroom course (Course). Their first data is the detail call the screen makes
 * (`@portal/api/pages/meetings`). What a meeting or course sells stays out: the meeting's answer
 * has no stream address at all, and the course's is the visitor's (`asVisitor`), whose paid
 * lectures carry none; the text names lectures, never their addresses.
 */

const MAX_LECTURES = 200;

/** the words of the pages' text (what a reader without scripts sees) */
const LABELS = {
  online: '线上直播',
  organiser: '主办',
  series: '系列',
  speakers: '讲者',
  lectures: '课程目录',
  free: '免费',
  price: (yuan: number) => `¥${yuan}`,
  minutes: (seconds: number) => `${Math.max(1, Math.round(seconds / 60))}分钟`,
};

/** plain text with line breaks, as the screens show it (`whitespace-pre-line`): one paragraph a line */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

const idOf = (input: unknown, field: 'id' | 'courseId') => Number((input as Record<string, unknown>)[field]);

/** where a meeting takes place: its city when it has one, and always the page's live stream */
function meetingLocation(meeting: MeetingDetail, context: PageContext) {
  const online = { '@type': 'VirtualLocation', url: context.canonical };
  const place = [meeting.province, meeting.city].filter(Boolean);
  if (place.length === 0)
    return { mode: 'https://schema.org/OnlineEventAttendanceMode', location: online, where: LABELS.online };
  const where = [...new Set(place)].join('');
  return {
    mode: 'https://schema.org/MixedEventAttendanceMode',
    location: [
      {
        '@type': 'Place',
        name: where,
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'CN',
          ...(meeting.province ? { addressRegion: meeting.province } : {}),
          ...(meeting.city ? { addressLocality: meeting.city } : {}),
        },
      },
      online,
    ],
    where: `${where} · ${LABELS.online}`,
  };
}

function meetingView(meeting: MeetingDetail, context: PageContext): PageView {
  const image = meeting.appMainPic || meeting.titlePic;
  const intro = paragraphs(meeting.intro);
  const { mode, location, where } = meetingLocation(meeting, context);
  const organiser = meeting.brand
    ? {
        '@type': 'Organization',
        name: meeting.brand.name,
        ...(meeting.brand.logo ? { logo: absoluteAddress(context.origin, meeting.brand.logo) } : {}),
      }
    : SITE_PUBLISHER;
  const price = meeting.price ?? 0;
  const facts = [
    meeting.meetingDateStr,
    where,
    meeting.brand ? `${LABELS.organiser}：${meeting.brand.name}` : '',
    meeting.series ? `${LABELS.series}：${meeting.series.name}` : '',
    meeting.price === null ? LABELS.free : LABELS.price(meeting.price),
  ].filter(Boolean);
  return {
    head: {
      title: meeting.meetingName,
      description: intro.join(' ') || [meeting.meetingName, ...facts].join(' · '),
      ...(image ? { image } : {}),
      ogType: 'website',
      // published, not only announced (the sitemap lists the same ones)
      noindex: meeting.publishStatus !== '1',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: meeting.meetingName,
        ...(intro.length ? { description: intro.join('\n') } : {}),
        startDate: isoTime(meeting.startTime),
        endDate: isoTime(Math.max(meeting.endTime, meeting.startTime)),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: mode,
        location,
        ...(image ? { image: [absoluteAddress(context.origin, image)] } : {}),
        organizer: organiser,
        offers: {
          '@type': 'Offer',
          url: context.canonical,
          price,
          priceCurrency: 'CNY',
          availability: 'https://schema.org/InStock',
        },
        ...(meeting.tags.length ? { keywords: meeting.tags.map((t) => t.name).join(',') } : {}),
        url: context.canonical,
      },
    },
    main: meetingText(meeting, facts, intro),
    style: WIDE_PAGE_STYLE,
  };
}

/**
 * The meeting's text where the screen puts its head (`MeetingHead`): a card in the page's main
 * column with the poster (the screen's picture, its size reserved, fetched at once: the page's
 * largest paint on a phone) and the title beside or under it; the introduction in a card below.
 */
function meetingText(meeting: MeetingDetail, facts: readonly string[], intro: readonly string[]) {
  const poster = meeting.titlePic || meeting.appMainPic;
  const picture = isPictureAddress(poster)
    ? `<img class="portal-page-poster" src="${escapeHtml(poster)}" alt="" width="360" height="203" fetchpriority="high"/>`
    : '';
  const introduction = intro.length ? `<div class="portal-page-card">${intro.map(p).join('')}</div>` : '';
  // where the screen's player will be (a meeting with video): the same poster, already fetched, in
  // a box as wide as the player's; the screen's player shows it again there, no larger a paint
  const player =
    picture && meeting.meetingLiveStatus !== 'NL'
      ? `<div class="portal-page-player"><img src="${escapeHtml(poster)}" alt="" width="960" height="540"/></div>`
      : '';
  return `<div class="portal-page-frame portal-page-wide"><div class="portal-page-main"><div class="portal-page-head">${picture}<div><h1>${escapeHtml(
    meeting.meetingName,
  )}</h1><p class="portal-page-byline">${escapeHtml(facts.join(' · '))}</p></div></div>${player}${introduction}</div></div>`;
}

const names = (joined: string) =>
  joined
    .split(/[、,，]/)
    .map((n) => n.trim())
    .filter(Boolean);

function courseView(course: CourseDetail, context: PageContext): PageView {
  const intro = paragraphs(course.intro);
  const lectures = course.lectureList.slice(0, MAX_LECTURES);
  const facts = [
    course.speakerNames ? `${LABELS.speakers}：${course.speakerNames}` : '',
    course.subspecialtyName,
    course.seriesName ? `${LABELS.series}：${course.seriesName}` : '',
    course.money === null ? LABELS.free : LABELS.price(course.money),
  ].filter(Boolean);
  const instructors = names(course.speakerNames).map((name) => ({ '@type': 'Person', name }));
  const lectureList = lectures.length
    ? `<h2>${LABELS.lectures}</h2><ol>${lectures
        .map(
          (l) =>
            `<li>${escapeHtml([l.name, l.speakerNames, LABELS.minutes(l.duration)].filter(Boolean).join(' · '))}</li>`,
        )
        .join('')}</ol>`
    : '';
  return {
    head: {
      title: course.name,
      description: intro.join(' ') || [course.name, ...facts].join(' · '),
      ...(course.cover ? { image: course.cover } : {}),
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.name,
        description: intro.join('\n') || course.name,
        provider: SITE_PUBLISHER,
        ...(course.cover ? { image: [absoluteAddress(context.origin, course.cover)] } : {}),
        datePublished: isoTime(course.publishTime),
        ...(course.subspecialtyName ? { about: course.subspecialtyName } : {}),
        inLanguage: 'zh-CN',
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Online',
          ...(instructors.length ? { instructor: instructors } : {}),
        },
        offers: {
          '@type': 'Offer',
          category: course.money === null ? 'Free' : 'Paid',
          price: course.money ?? 0,
          priceCurrency: 'CNY',
          url: context.canonical,
        },
        ...(course.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: course.score,
                ratingCount: course.ratingCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
        url: context.canonical,
      },
    },
    main: pageText(
      course.name,
      facts.join(' · '),
      `${coursePoster(course.cover)}${intro.map(p).join('')}${lectureList}`,
    ),
  };
}

/**
 * The course's cover where its screen shows its player (a 16:9 poster, 760 px wide on a desktop):
 * fetched at once, across the whole text card (`portal-page-bleed`, 764 px), so the screen's poster,
 * painted after its remote has loaded, is no larger a paint.
 */
const coursePoster = (cover: string) =>
  isPictureAddress(cover)
    ? `<img class="portal-page-bleed" src="${escapeHtml(cover)}" alt="" width="764" height="430" fetchpriority="high"/>`
    : '';

export const MEETING_PAGES: readonly PageRenderer[] = [
  {
    page: meetingDetailPage,
    view: ([item], context) => meetingView(answerOf(meetingEndpoints.detail, item), context),
    gone: (app, first) => issuedOnce(app, 'meetings', idOf(first.input, 'id')),
  },
  {
    page: coursePage,
    // a buyer's answer names the paid lectures' addresses: the page carries the visitor's
    asVisitor: true,
    canonicalParams: ['courseId'],
    view: ([item], context) => courseView(answerOf(classroomEndpoints.course, item), context),
    gone: (app, first) => issuedOnce(app, 'courses', idOf(first.input, 'courseId')),
  },
];
