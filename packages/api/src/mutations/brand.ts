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

interface ProductFormInput {
  productLineId?: number | null;
  name: string;
  pictures: string[];
  specs: { name: string; value: string }[];
  description: string;
}

/** brand administration: a new product (its pictures uploaded first) */
export const addProductWrite = writeOptions({
  write: (input: ProductFormInput & { brandId: number }) => call(e.addProduct, input),
  invalidates: again,
});

/** brand administration: a product edited */
export const updateProductWrite = writeOptions({
  write: (input: ProductFormInput & { productId: number }) => call(e.updateProduct, input),
  invalidates: again,
});

/** spec 6 authMember / removeMember */
export const authMemberWrite = writeOptions({
  write: (input: { brandId: number; memberId: number }) => call(e.authMember, input),
  invalidates: ({ brandId }) => [brandKeys.of('members', { brandId })],
});
export const removeMemberWrite = writeOptions({
  write: (input: { brandId: number; memberId: number }) => call(e.removeMember, input),
  invalidates: ({ brandId }) => [brandKeys.of('members', { brandId })],
});
