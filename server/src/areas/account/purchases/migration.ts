import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../../db/dialect';

/** Migration 030: 钱包、神贝流水、订单、发票、优惠券、实物订单与我的课程. */
export function purchasesMigration(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
