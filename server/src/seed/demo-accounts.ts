import { IDENTITY, IS_AUTH } from '@portal/api/contract/user';

/**
 * Fixed accounts seeded first (ids 1..N, in this order) so tests, end-to-end suites and demos
 * can sign in as a known kind of user. Changing one breaks those suites: add, do not edit.
 */
export interface DemoAccount {
  id: number;
  mobile: string;
  realName: string;
  identity: number | null;
  isAuth: number;
  /** what the account is for, in the words a tester would use */
  label: string;
  title: string | null;
  company: string | null;
  department: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 1,
    mobile: '13800000001',
    realName: '王建国',
    identity: IDENTITY.doctor,
    isAuth: IS_AUTH.verified,
    label: '已认证医生',
    title: '主任医师',
    company: '首都医科大学附属北京天坛医院',
    department: '神经外科',
  },
  {
    id: 2,
    mobile: '13800000002',
    realName: '李明华',
    identity: IDENTITY.doctor,
    isAuth: IS_AUTH.reviewing,
    label: '认证审核中的医生',
    title: '主治医师',
    company: '复旦大学附属华山医院',
    department: '神经外科',
  },
  {
    id: 3,
    mobile: '13800000003',
    realName: '张晓燕',
    identity: IDENTITY.doctor,
    isAuth: IS_AUTH.failed,
    label: '认证失败的医生',
    title: '住院医师',
    company: '四川大学华西医院',
    department: '神经外科',
  },
  {
    id: 4,
    mobile: '13800000004',
    realName: '刘志强',
    identity: IDENTITY.doctor,
    isAuth: IS_AUTH.unverified,
    label: '未认证的医生',
    title: '住院医师',
    company: '中南大学湘雅医院',
    department: '神经外科',
  },
  {
    id: 5,
    mobile: '13800000005',
    realName: '陈小雨',
    identity: IDENTITY.patient,
    isAuth: IS_AUTH.unverified,
    label: '患者（匿名展示，不能发布）',
    title: null,
    company: null,
    department: null,
  },
  {
    id: 6,
    mobile: '13800000006',
    realName: '赵敏',
    identity: IDENTITY.corporate,
    isAuth: IS_AUTH.unverified,
    label: '企业用户（不能发布）',
    title: '市场经理',
    company: '北京品驰医疗设备有限公司',
    department: '市场部',
  },
  {
    id: 7,
    mobile: '13800000007',
    realName: '孙悦',
    identity: null,
    isAuth: IS_AUTH.unverified,
    label: '未选择身份的用户',
    title: null,
    company: null,
    department: null,
  },
  {
    id: 8,
    mobile: '13800000008',
    realName: '周立新',
    identity: IDENTITY.doctor,
    isAuth: IS_AUTH.verified,
    // one item of theirs waits in the review queue: publishing and answering show the notice
    label: '有内容审核中的医生',
    title: '副主任医师',
    company: '浙江大学医学院附属第二医院',
    department: '神经外科',
  },
];

export function demoAccount(mobile: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.mobile === mobile);
}
