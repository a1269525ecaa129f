import { type CallOptions, getList, postResult } from '@portal/api/client';
import { type SidebarContentType, sidebarPaths } from '@portal/api/paths/sidebar';
import type {
  CommunityEntry,
  CommunityType,
  ContentSubspecialty,
  MiniTool,
  SidebarActivity,
  SidebarProduct,
  SubscribeActivityResult,
} from '../contract/sidebar';

export const getContentKeywords = (id: number, type: SidebarContentType, options?: CallOptions) =>
  getList<string>(sidebarPaths.keywords, { id, type }, options);

export const getContentMiniTools = (id: number, type: SidebarContentType, options?: CallOptions) =>
  getList<MiniTool>(sidebarPaths.miniTools, { id, type }, options);

export const getContentCommunity = (
  articleId: number,
  articleType: SidebarContentType,
  communityType: CommunityType,
  options?: CallOptions,
) => getList<CommunityEntry>(sidebarPaths.community, { articleId, articleType, communityType }, options);

export const getContentProducts = (id: number, type: SidebarContentType, options?: CallOptions) =>
  getList<SidebarProduct>(sidebarPaths.products, { id, type }, options);

export const getContentSubspecialties = (id: number, type: SidebarContentType, options?: CallOptions) =>
  getList<ContentSubspecialty>(sidebarPaths.subspecialties, { id, type }, options);

export const getContentActivities = (
  articleId: number,
  articleType: SidebarContentType,
  options?: CallOptions,
) => getList<SidebarActivity>(sidebarPaths.activities, { articleId, articleType }, options);

/** Toggles the session user's subscription to an activity. */
export const toggleSubscribeActivity = (activityId: number, options?: CallOptions) =>
  postResult<SubscribeActivityResult>(sidebarPaths.subscribeActivity, { activityId }, options);
