import { COIN_NAME, PAY_CHANNEL_NAMES } from '@portal/api/rules/payments';

/** The payment dialogs' texts (issue 12). */
export const messages = {
  channels: PAY_CHANNEL_NAMES,
  channelLabel: '支付方式',
  coinName: COIN_NAME,
  scan: (channel: string) => `请使用${channel}扫码支付`,
  amount: '应付金额',
  expiresIn: (time: string) => `订单将在 ${time} 后关闭`,
  openPage: '在本机打开支付页面',
  qrAlt: '支付二维码',
  waiting: '支付完成后将自动跳转，请勿关闭此窗口',
  preparing: '正在生成支付二维码…',
  paid: '支付成功',
  closed: '订单已关闭或已过期，未扣款',
  retry: '重新支付',
  failed: '支付暂不可用，请稍后再试',
  rechargeTitle: `充值${COIN_NAME}`,
  balance: (coins: number) => `当前余额：${coins} ${COIN_NAME}`,
  need: (coins: number) => `还差 ${coins} ${COIN_NAME}`,
  rates: '充值金额',
  rateCoins: (coins: number) => `${coins} ${COIN_NAME}`,
  bonus: (coins: number) => `赠 ${coins}`,
  rechargeNow: '立即充值',
  recharged: (coins: number) => `充值成功，已到账 ${coins} ${COIN_NAME}`,
  loading: '加载中',
  cancel: '取消',
} as const;
