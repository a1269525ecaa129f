import { call } from '@portal/api/call';
import { communityInvitationEndpoints as e } from '@portal/api/endpoints/community-invitations';
import { writeOptions } from '@portal/api/mutation';

/** 邀请回答: the server answers everyone invited so far */
export const inviteWrite = writeOptions({
  write: (input: { questionId: number; userIds: number[] }) => call(e.invite, input),
});
