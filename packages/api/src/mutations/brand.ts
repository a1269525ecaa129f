import { call } from '@portal/api/call';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';
import { brandKeys } from '@portal/api/queries/brand';

/*
 * The brand pages' toggles (spec 4 follow button, spec 7 Brand calls), each answering on/off and
 * the count for `useFollow`. The pages that show the state are read anew afterwards.
 */

const again = () => [brandKeys.all];

export const subscribeBrandWrite = writeOptions({
  write: ({ brandId }: { brandId: number }): Promise<FollowAnswer> =>
    call(e.subscribeBrand, { brandId }).then((r) => ({
      on: r.subscribeStatus === 'T',
      count: r.subscribers,
    })),
  invalidates: again,
});

export const subscribeProductLineWrite = writeOptions({
  write: (input: { brandId: number; productLineId: number }): Promise<FollowAnswer> =>
    call(e.subscribeProductLine, input).then((r) => ({
      on: r.subscribeStatus === 'T',
      count: r.subscribers,
    })),
  invalidates: again,
});

export const followProductLineWrite = writeOptions({
  write: (input: { brandId: number; productLineId: number }): Promise<FollowAnswer> =>
    call(e.followProductLine, input).then((r) => ({ on: r.followStatus === 'T', count: r.followers })),
  invalidates: again,
});

export const followProductWrite = writeOptions({
  write: ({ productId }: { productId: number }): Promise<FollowAnswer> =>
    call(e.followProduct, { productId }).then((r) => ({ on: r.followStatus === 'T', count: r.followers })),
  invalidates: again,
});

export const subscribeBrandActivityWrite = writeOptions({
  write: ({ activityId }: { activityId: number }): Promise<FollowAnswer> =>
    call(e.subscribeActivity, { activityId }).then((r) => ({
      on: r.subscribeStatus === 'T',
      count: r.subscribers,
    })),
  invalidates: again,
});

export const signUpBrandActivityWrite = writeOptions({
  write: ({ activityId }: { activityId: number }): Promise<FollowAnswer> =>
    call(e.signUpActivity, { activityId }).then((r) => ({ on: r.signUpStatus === 'T', count: r.signups })),
  invalidates: again,
});

/** spec 7 submitProductInterestPersonnel: the form as typed (the server trims and checks it again) */
export const submitInterestWrite = writeOptions({
  write: (input: {
    productId: number;
    name: string;
    hospital: string;
    department: string;
    contact: string;
  }) => call(e.submitInterest, input),
});
