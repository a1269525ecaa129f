import { type CallOptions, getList, getResult, postEmpty, postResult } from '@portal/api/client';
import { portalPaths, userPaths } from '@portal/api/paths';
import type {
  AcademicResource,
  Channel,
  DeviceCategory,
  FooterQrCode,
  HintWord,
  NavigationQuery,
  NavLink,
  RequirementType,
  SubmitRequirementBody,
} from '../contract/portal';

export const getNavigation = (position: NavigationQuery['position'], options?: CallOptions) =>
  getList<NavLink>(portalPaths.navigation, { position }, options);

export const getHintWords = (dictIdStr: string, options?: CallOptions) =>
  getList<HintWord>(portalPaths.hintWords, { dictIdStr }, options);

export const getAcademicResources = (options?: CallOptions) =>
  getList<AcademicResource>(portalPaths.academicResources, undefined, options);

export const getChannels = (options?: CallOptions) =>
  getList<Channel>(portalPaths.channels, undefined, options);

export const getDeviceCategories = (options?: CallOptions) =>
  getList<DeviceCategory>(portalPaths.deviceCategories, undefined, options);

export const getFooterQrCodes = (options?: CallOptions) =>
  getList<FooterQrCode>(portalPaths.footerQrCodes, undefined, options);

export const checkPendingContent = (options?: CallOptions) =>
  getResult<{ pending: boolean; count: number }>(userPaths.pendingContent, undefined, options);

export const getUnreadMessageCount = (options?: CallOptions) =>
  getResult<{ count: number }>(userPaths.unreadCount, undefined, options);

export const getRequirementTypes = (options?: CallOptions) =>
  getList<RequirementType>(userPaths.requirementTypes, undefined, options);

export const submitRequirement = (body: SubmitRequirementBody, options?: CallOptions) =>
  postEmpty(userPaths.submitRequirement, body, options);

export const createEnTicket = (options?: CallOptions) =>
  postResult<{ code: string; expiresAt: number; url: string }>(userPaths.createEnTicket, {}, options);
