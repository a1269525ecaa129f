import { type CallOptions, getList, getResult } from '@portal/api/client';
import { infoPaths } from '@portal/api/paths';
import type { InfoDetail, InfoItem, InfoListQuery, Subspecialty } from '../contract/info';

export const getInfoList = (query: InfoListQuery, options?: CallOptions) =>
  getList<InfoItem>(infoPaths.list, query, options);

export const getInfoDetail = (id: number, options?: CallOptions) =>
  getResult<InfoDetail>(infoPaths.detail, { id }, options);

export const getSubspecialties = (options?: CallOptions) =>
  getList<Subspecialty>(infoPaths.subspecialties, undefined, options);
