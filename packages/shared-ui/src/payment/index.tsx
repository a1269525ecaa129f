// Money's screens, shared by every remote that sells (`@portal/shared-ui/payment`, issue 12).
export { ChannelPicker } from './channel-picker';
export { CouponPicker } from './coupon-picker';
export { messages as paymentMessages } from './messages';
export { type PayableOrder, PayPanel, type PayPanelProps } from './pay-panel';
export { RechargeDialog, type RechargeDialogProps } from './recharge-dialog';
