import { accountMessageEndpoints } from '@portal/api/endpoints/account-messages';
import { accountPersonalDataEndpoints } from '@portal/api/endpoints/account-personal-data';
import { accountProfileEndpoints } from '@portal/api/endpoints/account-profile';
import { accountWalletEndpoints } from '@portal/api/endpoints/account-wallet';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { articleWritingEndpoints } from '@portal/api/endpoints/article-writing';
import { assistantEndpoints } from '@portal/api/endpoints/assistant';
import { barrageEndpoints } from '@portal/api/endpoints/barrage';
import { brandEndpoints, brandVideoCommentEndpoints } from '@portal/api/endpoints/brand';
import { channelEndpoints } from '@portal/api/endpoints/channel';
import {
  classroomEndpoints,
  courseCommentEndpoints,
  courseProgressEndpoints,
} from '@portal/api/endpoints/classroom';
import { cmeEndpoints } from '@portal/api/endpoints/cme';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { communityAnswerEndpoints } from '@portal/api/endpoints/community-answers';
import { communityAskingEndpoints } from '@portal/api/endpoints/community-asking';
import { communityFollowEndpoints } from '@portal/api/endpoints/community-follows';
import { communityInvitationEndpoints } from '@portal/api/endpoints/community-invitations';
import { communityWritingEndpoints } from '@portal/api/endpoints/community-writing';
import { competitionEndpoints } from '@portal/api/endpoints/competitions';
import { departmentEndpoints } from '@portal/api/endpoints/department';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { mallEndpoints } from '@portal/api/endpoints/mall';
import { mediaUploadEndpoints } from '@portal/api/endpoints/media-uploads';
import { meetingCalendarEndpoints } from '@portal/api/endpoints/meeting-calendar';
import { meetingCommentEndpoints } from '@portal/api/endpoints/meeting-comments';
import { meetingGiftEndpoints } from '@portal/api/endpoints/meeting-gifts';
import { meetingOrderEndpoints } from '@portal/api/endpoints/meeting-orders';
import { meetingParticipationEndpoints } from '@portal/api/endpoints/meeting-participation';
import { meetingPlaybackEndpoints } from '@portal/api/endpoints/meeting-playback';
import { meetingEndpoints } from '@portal/api/endpoints/meetings';
import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { portalEndpoints } from '@portal/api/endpoints/portal';
import { reviewEndpoints } from '@portal/api/endpoints/reviews';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { shortVideoEndpoints } from '@portal/api/endpoints/short-video';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { userEndpoints } from '@portal/api/endpoints/user';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';

/**
 * Every area's table, for the server's agreement test and tooling. Screens import their area's
 * module (`@portal/api/endpoints/info`), never this one, so a page carries only its own entries.
 */
export const ENDPOINT_TABLES = {
  accountWallet: accountWalletEndpoints,
  accountMessages: accountMessageEndpoints,
  accountPersonalData: accountPersonalDataEndpoints,
  accountProfile: accountProfileEndpoints,
  article: articleEndpoints,
  articleWriting: articleWritingEndpoints,
  assistant: assistantEndpoints,
  barrage: barrageEndpoints,
  brand: brandEndpoints,
  brandVideoComments: brandVideoCommentEndpoints,
  channel: channelEndpoints,
  classroom: classroomEndpoints,
  courseComments: courseCommentEndpoints,
  courseProgress: courseProgressEndpoints,
  cme: cmeEndpoints,
  community: communityEndpoints,
  communityAnswers: communityAnswerEndpoints,
  communityAsking: communityAskingEndpoints,
  communityFollows: communityFollowEndpoints,
  communityInvitations: communityInvitationEndpoints,
  communityWriting: communityWritingEndpoints,
  competitions: competitionEndpoints,
  department: departmentEndpoints,
  engagement: engagementEndpoints,
  guidance: guidanceEndpoints,
  info: infoEndpoints,
  mall: mallEndpoints,
  mediaUploads: mediaUploadEndpoints,
  meetings: meetingEndpoints,
  meetingCalendar: meetingCalendarEndpoints,
  meetingComments: meetingCommentEndpoints,
  meetingGifts: meetingGiftEndpoints,
  meetingOrders: meetingOrderEndpoints,
  meetingParticipation: meetingParticipationEndpoints,
  meetingPlayback: meetingPlaybackEndpoints,
  panoramic: panoramicEndpoints,
  payments: paymentEndpoints,
  portal: portalEndpoints,
  reviews: reviewEndpoints,
  search: searchEndpoints,
  shortVideos: shortVideoEndpoints,
  sidebar: sidebarEndpoints,
  user: userEndpoints,
  weekliesColumns: weekliesColumnsEndpoints,
} as const;
