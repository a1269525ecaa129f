/** Schemas of the account area's wallet calls (issue 14): 钱包、神贝流水、订单、发票、优惠券、实物订单与我的课程. */
export {};
