import type { HistoryItem } from '@portal/api/contract/engagement';
import type { JumpItem } from '@portal/api/contract/jump';
import { infoDetailUrl } from '@portal/api/links';

/** where a history row leads, by the shell's jump rule for its content type (spec 2) */
export function historyJump(item: HistoryItem): JumpItem | null {
  switch (item.contentSource) {
    case 'mp_article':
      return { type: 'mparticle', id: item.contentId };
    case 'info':
      return { type: 'info', id: item.contentId, url: infoDetailUrl(item.contentId) };
    case 'meeting':
      return { type: 'meeting', id: item.contentId };
    case 'ocs_course':
      return { type: 'ocscourse', id: item.contentId };
    case 'community_question':
      return { type: 'community_question', id: item.contentId };
    default:
      return null;
  }
}
