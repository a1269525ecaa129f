import {
  DEIDENTIFY_PATTERNS,
  describeFindings,
  findIdentifiers,
  type IdentifierKind,
  isValidIdNumber,
  maskFinding,
  maskIdentifiers,
} from '../deidentify';
import corpusJson from './deidentify-corpus.json';
import heldOutThreeJson from './deidentify-heldout-3.json';
import heldOutFourJson from './deidentify-heldout-4.json';
import heldOutFiveJson from './deidentify-heldout-5.json';
import heldOutSixJson from './deidentify-heldout-6.json';
import heldOutSevenJson from './deidentify-heldout-7.json';

interface CorpusEntry {
  text: string;
  identifiers: { kind: IdentifierKind; text: string }[];
  /**
   * true: round 1's held-out part, development since round 2; 2: round 2's held-out part,
   * development since round 3. Round 3's held-out set, written blind by someone else, keeps its own
   * file (deidentify-heldout-3.json, development since round 4), as do rounds 4-6's (development
   * since round 5, and 6 since round 5's second part); round 7's is blind: measured, never tuned on.
   */
  heldOut?: boolean | 2;
  /** 3 or 4: development sentences written in that round */
  round?: 3 | 4;
}

const corpus = corpusJson as CorpusEntry[];
/** round 3's blind held-out set, development since round 4; its own format test guards its shape */
const heldOutThree = heldOutThreeJson as CorpusEntry[];
/** the blind sets written after round 4 and during round 5, each measured once, then development */
const heldOutFour = heldOutFourJson as CorpusEntry[];
const heldOutFive = heldOutFiveJson as CorpusEntry[];
const heldOutSix = heldOutSixJson as CorpusEntry[];
/** written blind after round 5 and never tuned on: what to expect of new text */
const heldOutSeven = heldOutSevenJson as CorpusEntry[];
/** everything the detector was tuned on */
const development = [...corpus, ...heldOutThree, ...heldOutFour, ...heldOutFive, ...heldOutSix];

/** a test ID number with a made-up birth date: the check character computed, not copied from anyone */
function idNumber(body17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return body17 + '10X98765432'[sum % 11]!;
}

function score(entries: CorpusEntry[]) {
  let labelled = 0;
  let found = 0;
  let clean = 0;
  let falseAlarms = 0;
  for (const entry of entries) {
    const findings = findIdentifiers(entry.text);
    if (entry.identifiers.length === 0) {
      clean += 1;
      if (findings.length > 0) falseAlarms += 1;
    }
    for (const label of entry.identifiers) {
      const start = entry.text.indexOf(label.text);
      const end = start + label.text.length;
      labelled += 1;
      if (findings.some((f) => f.kind === label.kind && f.start < end && start < f.end)) found += 1;
    }
  }
  return { recall: found / labelled, falseAlarmRate: falseAlarms / clean };
}

describe('the de-identification corpus', () => {
  it('is large enough, half with identifiers, every kind present, every label in its sentence', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    const withIdentifiers = corpus.filter((entry) => entry.identifiers.length > 0).length;
    expect(withIdentifiers / corpus.length).toBeGreaterThan(0.35);
    expect(withIdentifiers / corpus.length).toBeLessThan(0.65);
    const kinds = new Set(corpus.flatMap((entry) => entry.identifiers.map((label) => label.kind)));
    expect(kinds.size).toBe(7);
    for (const entry of corpus)
      for (const label of entry.identifiers) expect(entry.text).toContain(label.text);
  });

  // Every part is development now, round 3's held-out set included: it measured round 3 at recall
  // 0.897 (218/243; names 92/107, addresses 14/23) with 1 false alarm in 138, and round 4 was tuned
  // on its misses by class (names after 其母/其子, 患者…家里, tables, names of no Han surname, an
  // address without a label in a case opening, 住 as a label, a serial number's mobile shape). Round
  // 4's own 406 sentences came in nine batches, each measured before the detector was tuned to it.
  // The five written as ordinary text: recall 42/52, 30/32, 29/30, 32/34, 19/22 (152/170, 0.89),
  // false alarms 1/42, 0/29, 0/24, 4/24, 0/19 (5/138, 4%). One written as variations of round 3's
  // held-out misses (其配偶, 来自…号的患者, tables with spaces): recall 23/31, false alarms 3/17. Three
  // written against round 4's new rules (peoples, trades and 轮椅/清晨 after 患者, rosters, 其子宫,
  // 就诊于…87号, 工作单位, a table of authors): recall 18/22, false alarms 17/72. All nine: recall
  // 193/223 (0.87; names 102/122, addresses 26/31), false alarms 25/227. The round 3 detector on the
  // same 406: recall 163/223, false alarms 26/227. Those batch figures, not the ones below, are what
  // to expect of unseen text; the estimate is round 4's blind set.
  it('on the whole corpus (all development): recall at least 0.98, at most 2% of identifier-free sentences alarm', () => {
    const { recall, falseAlarmRate } = score(development);
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(falseAlarmRate).toBeLessThanOrEqual(0.02);
  });

  it('on each part alone: recall at least 0.98, at most 2% of identifier-free sentences alarm', () => {
    const parts = [
      corpus.filter((entry) => !entry.heldOut && !entry.round),
      corpus.filter((entry) => entry.heldOut === true),
      corpus.filter((entry) => entry.heldOut === 2),
      corpus.filter((entry) => entry.round === 3),
      corpus.filter((entry) => entry.round === 4),
      heldOutThree,
      heldOutFour,
      heldOutFive,
      heldOutSix,
    ];
    for (const part of parts) {
      const { recall, falseAlarmRate } = score(part);
      expect(recall).toBeGreaterThanOrEqual(0.98);
      expect(falseAlarmRate).toBeLessThanOrEqual(0.02);
    }
  });

  it("round 2's part keeps its 100 sentences, round 3 adds at least 80 and round 4 at least 60, each with and without identifiers", () => {
    const roundTwo = corpus.filter((entry) => entry.heldOut === 2);
    expect(roundTwo.length).toBeGreaterThanOrEqual(100);
    expect(roundTwo.filter((entry) => entry.identifiers.length === 0).length).toBeGreaterThanOrEqual(50);
    const roundThree = corpus.filter((entry) => entry.round === 3);
    expect(roundThree.length).toBeGreaterThanOrEqual(80);
    expect(roundThree.filter((entry) => entry.identifiers.length === 0).length).toBeGreaterThanOrEqual(40);
    expect(roundThree.filter((entry) => entry.identifiers.length > 0).length).toBeGreaterThanOrEqual(40);
    const roundFour = corpus.filter((entry) => entry.round === 4);
    expect(roundFour.length).toBeGreaterThanOrEqual(60);
    expect(roundFour.filter((entry) => entry.identifiers.length === 0).length).toBeGreaterThanOrEqual(30);
    expect(roundFour.filter((entry) => entry.identifiers.length > 0).length).toBeGreaterThanOrEqual(30);
  });

  // Each blind set since round 3 was written by someone who never read the detector and measured once
  // before it was tuned on: round 4's scored 0.838 / 7.7 % on round 4; round 5's three scored
  // 0.854 / 2.6 %, 0.896 / 3.7 % and, the last one, never tuned on, 0.839 / 6.2 % (key=value and
  // OCR-spaced forms, traditional characters, Cantonese and Korean-Chinese names, staff mobiles and
  // bed lists alarm). The goal, 0.98 / 2 %, is met on everything tuned on, not on new text. This floor
  // is what was measured: it catches a regression, it does not claim the goal.
  it("on round 5's last blind set: no worse than when it was written (recall 0.839, false alarms 6.2 %)", () => {
    const { recall, falseAlarmRate } = score(heldOutSeven);
    expect(recall).toBeGreaterThanOrEqual(0.838);
    expect(falseAlarmRate).toBeLessThanOrEqual(0.063);
  });

  it('the blind sets tuned on in round 5 keep what was reached on them', () => {
    for (const set of [heldOutFour, heldOutFive, heldOutSix]) {
      const { recall, falseAlarmRate } = score(set);
      expect(recall).toBeGreaterThanOrEqual(0.98);
      expect(falseAlarmRate).toBeLessThanOrEqual(0.02);
    }
  });

  it('masking leaves nothing to find, and findings are sorted, non-overlapping and at their offsets', () => {
    for (const entry of development) {
      const findings = findIdentifiers(entry.text);
      let previousEnd = 0;
      for (const finding of findings) {
        expect(finding.start).toBeGreaterThanOrEqual(previousEnd);
        expect(finding.end).toBeGreaterThan(finding.start);
        expect(entry.text.slice(finding.start, finding.end)).toBe(finding.text);
        previousEnd = finding.end;
      }
      expect(findIdentifiers(maskIdentifiers(entry.text))).toEqual([]);
    }
  });
});

describe('findIdentifiers', () => {
  it('takes an ID number only with the right check character and a real birth date', () => {
    const valid = idNumber('11010519650312123');
    expect(isValidIdNumber(valid)).toBe(true);
    expect(findIdentifiers(`身份证号：${valid}`)).toEqual([
      { kind: 'idCard', start: 5, end: 23, text: valid },
    ]);
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    expect(isValidIdNumber(wrongCheck)).toBe(false);
    expect(findIdentifiers(`身份证号：${wrongCheck}`)).toEqual([]);
    // the check character can be X, in either case
    const withX = ['11010519800506', '13060219720815', '32010619881102']
      .flatMap((prefix) =>
        Array.from({ length: 1000 }, (_, n) => idNumber(prefix + String(n).padStart(3, '0'))),
      )
      .find((id) => id.endsWith('X'))!;
    expect(findIdentifiers(`身份证${withX.toLowerCase()}`)[0]?.kind).toBe('idCard');
    // 30 February is no birth date, whatever the check character says
    expect(isValidIdNumber(idNumber('11010519650230123'))).toBe(false);
  });

  it('gives the span to mask, not the word before it', () => {
    const text = '患者王建国，男，56岁，住院号：2023004512，手机138-1234-5678，出生日期：1965年3月12日。';
    expect(findIdentifiers(text).map(({ kind, text: span }) => [kind, span])).toEqual([
      ['patientName', '王建国'],
      ['caseNumber', '2023004512'],
      ['mobile', '138-1234-5678'],
      ['birthDate', '1965年3月12日'],
    ]);
    expect(findIdentifiers(text)[0]).toMatchObject({ start: 2, end: 5 });
  });

  it('reads full-width digits and punctuation as their half-width twins', () => {
    expect(findIdentifiers('联系电话：１３８１２３４５６７８')).toEqual([
      { kind: 'mobile', start: 5, end: 16, text: '１３８１２３４５６７８' },
    ]);
  });

  it('round 2: every trigger is tried, overlapping ones too, and relatives, roles and titles introduce a name', () => {
    const names = (text: string) =>
      findIdentifiers(text)
        .filter((finding) => finding.kind === 'patientName')
        .map((finding) => finding.text);
    expect(names('我妈妈易桂香今年73岁')).toEqual(['易桂香']);
    expect(names('我外婆孔祥英上个月摔了一跤')).toEqual(['孔祥英']);
    expect(names('紧急联系人：覃美玲，电话见病历')).toEqual(['覃美玲']);
    expect(names('监护人欧阳晓峰签字')).toEqual(['欧阳晓峰']);
    expect(names('昨天看了赖国庆大爷的片子')).toEqual(['赖国庆']);
    expect(findIdentifiers('门诊号MZ_20230815007')[0]).toMatchObject({
      kind: 'caseNumber',
      text: 'MZ_20230815007',
    });
  });

  it('lets what follows 患者 pass when it is the clinical text going on, not a name', () => {
    for (const text of [
      '患者高龄，风险高',
      '患者明确拒绝输血',
      '患者自诉头痛',
      '患者既往体健',
      '患者神志清楚',
      '家属表示理解',
      '一位王阿姨问',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it('lets masked names, titles and the must-not-flag material pass', () => {
    for (const text of [
      '患者张某某，男，56岁',
      '患者张某，女，48岁',
      '患者张**，男',
      '患者张 X X，男，45岁',
      '患者王××，女，51岁',
      '患者张先生，63岁',
      '主刀：王教授；一助：李主任',
      '2023年5月12日行开颅手术，入院日期：2023-05-12',
      '甘露醇125ml q8h，尼莫地平 60mg，GCS 15分，Hunt-Hess III级，mRS 1，KPS 80',
      'WBC 12.3×10^9/L，Na 128 mmol/L，血小板 230×10^9/L，出血量约30 ml，动脉瘤大小 5.2×4.8 mm',
      '患者来自河北省，在北京天坛医院神经外科手术',
      '术后第2天，PMID: 31234567，ICD-10 I60.1',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });
});

describe('findIdentifiers, round 3', () => {
  const names = (text: string) =>
    findIdentifiers(text)
      .filter((finding) => finding.kind === 'patientName')
      .map((finding) => finding.text);

  it('takes a case opening without 患者 in any order', () => {
    expect(names('龚德才 男 59岁 右侧肢体麻木3天')).toEqual(['龚德才']);
    expect(names('病例摘要：谢金龙，68岁，男性，高血压病史10年')).toEqual(['谢金龙']);
    expect(names('唐晓燕（女，36岁）因垂体瘤术后复诊')).toEqual(['唐晓燕']);
    expect(names('入院记录：黄月英，女，81岁')).toEqual(['黄月英']);
  });

  it('takes a full name that no word introduces when the sentence is about a person', () => {
    expect(names('柴秀梅加油！')).toEqual(['柴秀梅']);
    expect(names('付强加油！')).toEqual(['付强']);
    expect(names('病友群里有人认识梁国富吗？')).toEqual(['梁国富']);
    expect(names('楼上说的朱国庆是我舅舅')).toEqual(['朱国庆']);
    expect(names('我是聂小雨妈妈，孩子术后发烧')).toEqual(['聂小雨']);
    expect(names('邻居家的阿姨郭春燕让我帮她问问')).toEqual(['郭春燕']);
    expect(names('我大姨卢秀兰也是这种动脉瘤')).toEqual(['卢秀兰']);
    expect(names('求医：我表叔郝永生，脑干出血昏迷三天了')).toEqual(['郝永生']);
    expect(names('患者：黎 明，男，40岁')).toEqual(['黎 明']);
    expect(names('医生让我带贾桂兰去做个脑电图')).toEqual(['贾桂兰']);
    expect(names('徐志华、马桂英两位患者明天出院')).toEqual(['徐志华', '马桂英']);
    // a journal named earlier in the paragraph makes only the names before it authors
    expect(names('我在中华神经外科杂志上看到过类似病例，柴秀梅加油！')).toEqual(['柴秀梅']);
  });

  it("lets doctors', authors' and speakers' names and words that start with a surname pass", () => {
    for (const text of [
      '主刀张伟医生，一助李强，手术历时4小时',
      '今天跟着高国强主任查房',
      '感谢刘建国主任、陈晓东副主任的悉心指导',
      '本文通讯作者：刘建华教授',
      '本文作者：武汉大学人民医院神经外科 陈建国、王丽华',
      '下周二请李志刚、周晓华两位老师讲解脊柱内镜',
      '王明阳，李佳琪，张晓东. 颅咽管瘤的显微手术治疗. 中华神经外科杂志, 2021',
      '既往研究多为单中心、小样本报道',
      '病人家属很配合，谢谢大家的帮助',
      '我也是胶质瘤术后，一起加油',
      '周末家属可以探视',
      '黄金时间是发病后4.5小时以内',
      '出院带药：施慧达 2.5mg qd，安博维 150mg qd',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it('takes any card number, MRN, landlines with extensions or after their label, and dates in Chinese numerals', () => {
    const spans = (text: string) => findIdentifiers(text).map(({ kind, text: span }) => [kind, span]);
    expect(spans('复诊时携带就诊卡（卡号 88012345）')).toEqual([['caseNumber', '88012345']]);
    expect(spans('MRN: 4412890，术前讨论已完成')).toEqual([['caseNumber', '4412890']]);
    expect(spans('住院号（旧）：99123')).toEqual([['caseNumber', '99123']]);
    expect(spans('办公电话 028-85501234-8021')).toEqual([['landline', '028-85501234-8021']]);
    expect(spans('联系电话 010-67098888 转 2231')).toEqual([['landline', '010-67098888 转 2231']]);
    expect(spans('座机：87654321')).toEqual([['landline', '87654321']]);
    expect(spans('手机 1381 234 5678')).toEqual([['mobile', '1381 234 5678']]);
    expect(spans('TEL: 0086-21-64041990')).toEqual([['landline', '21-64041990']]);
    expect(spans('+86 13800001111')).toEqual([['mobile', '13800001111']]);
    expect(spans('DOB: 03/12/1965')).toEqual([['birthDate', '03/12/1965']]);
    expect(spans('出生日期 31/31/1970')).toEqual([]);
    expect(spans('出生日期：一九五五年三月八日')).toEqual([['birthDate', '一九五五年三月八日']]);
    expect(spans('生于二〇〇一年十二月二十三日')).toEqual([['birthDate', '二〇〇一年十二月二十三日']]);
    expect(spans('出生日期：一九五五年二月三十日')).toEqual([]);
    expect(spans('我父亲是1956年4月18日生的')).toEqual([['birthDate', '1956年4月18日']]);
    expect(spans('现住：湖北省黄冈市蕲春县刘河镇王家村4组')).toEqual([
      ['address', '湖北省黄冈市蕲春县刘河镇王家村4组'],
    ]);
    expect(spans('患者现住院第3天，病情平稳')).toEqual([]);
  });
});

describe('findIdentifiers, round 4', () => {
  const spans = (text: string) => findIdentifiers(text).map(({ kind, text: span }) => [kind, span]);
  const names = (text: string) =>
    findIdentifiers(text)
      .filter((finding) => finding.kind === 'patientName')
      .map((finding) => finding.text);

  it('takes a relative after 其母 / 其子 ..., after a bracketed role, and the names listed after one trigger', () => {
    expect(names('其母李淑珍代诉：患儿3天前起出现发热')).toEqual(['李淑珍']);
    expect(names('术后第5天，其夫霍永生要求出院')).toEqual(['霍永生']);
    expect(names('其配偶黄立群签字同意手术')).toEqual(['黄立群']);
    expect(names('家属（其妻）许静 手机：见病历')).toEqual(['许静']);
    expect(names('联系方式：龚丽 （患者女儿）')).toEqual(['龚丽']);
    expect(names('患者吴斌家里座机没人接')).toEqual(['吴斌']);
    expect(names('患者汤启明、汤启亮兄弟二人同患烟雾病')).toEqual(['汤启明', '汤启亮']);
    expect(names('不要告诉患者本人（柏淑兰）病理结果')).toEqual(['柏淑兰']);
    for (const text of ['其父母均健在', '其子女体健', '其子宫切除术后5年', '其母亲体健', '患者于家中摔倒'])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it('takes a name of no Han surname after a strong trigger, not a people, a trade or a time', () => {
    expect(names('患者热依拉，女，38岁，维吾尔族')).toEqual(['热依拉']);
    expect(names('病人次仁央金，女，33岁')).toEqual(['次仁央金']);
    expect(names('患者尼玛因头痛3天入院')).toEqual(['尼玛']);
    expect(names('姓名：格桑卓玛 性别：女')).toEqual(['格桑卓玛']);
    // past four characters only with its sex or age after it
    expect(names('病人姓名：阿不都热合曼，男，56岁')).toEqual(['阿不都热合曼']);
    expect(names('患者古丽米拉·买买提，女，29岁')).toEqual(['古丽米拉·买买提']);
    expect(names('影像资料上的名字是SHEN HUA，拼音')).toEqual(['SHEN HUA']);
    for (const text of [
      '患者维吾尔族，女，52岁',
      '患者孕妇，女，30岁',
      '患者老伴诉其夜间打鼾明显',
      '患者次日诉头痛缓解',
      '患者老张，男，62岁',
      '姓名：匿名，女，31岁',
      '患者情绪低落不愿交流，女',
      '患者轮椅入院，神志清楚。',
      '患者清晨因如厕时跌倒致头部外伤。',
      '患者家境困难，男，无力承担费用。',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it("reads a table's columns by their header, and a name cell before a sex cell, but not a roster of doctors", () => {
    expect(spans('姓名|性别|年龄|住院号|诊断 黄志强|男|54|ZY00387621|左侧大脑中动脉动脉瘤')).toEqual([
      ['patientName', '黄志强'],
      ['caseNumber', 'ZY00387621'],
    ]);
    expect(spans('| 姓名 | 住院号 | 诊断 |\n|---|---|---|\n| 张国华 | 2023001234 | 垂体瘤 |')).toEqual([
      ['patientName', '张国华'],
      ['caseNumber', '2023001234'],
    ]);
    expect(names('随访登记：巫建林｜男｜68岁｜术后12月mRS 1分')).toEqual(['巫建林']);
    expect(names('姓名|董海燕|性别|女|年龄|58')).toEqual(['董海燕']);
    expect(findIdentifiers('| 作者 | 年份 | 病例数 |\n| 王建国 | 2019 | 45 |')).toEqual([]);
    expect(spans('序号 姓名 性别 年龄 住院号\n1 朱红 女 33 2023008812')).toEqual([
      ['patientName', '朱红'],
      ['caseNumber', '2023008812'],
    ]);
    expect(findIdentifiers('姓名|科室|职称 王建华|神经外科|主任医师')).toEqual([]);
    expect(findIdentifiers('序号 姓名 科室 职称\n1 王建国 神经外科 主任医师')).toEqual([]);
  });

  it("takes an address without a label in a sentence about a patient, never an institution's", () => {
    expect(spans('石建华，男，47岁，四川省成都市武侯区高升桥东路8号附1号，装修工人')).toEqual([
      ['patientName', '石建华'],
      ['address', '四川省成都市武侯区高升桥东路8号附1号'],
    ]);
    expect(spans('患者的住址写错了，应该是江西省南昌市东湖区八一大道357号')).toEqual([
      ['address', '江西省南昌市东湖区八一大道357号'],
    ]);
    expect(spans('住济南市历下区经十路17923号')).toEqual([['address', '济南市历下区经十路17923号']]);
    expect(spans('住：重庆市江北区观音桥步行街9号')).toEqual([['address', '重庆市江北区观音桥步行街9号']]);
    expect(spans('来自湖北省武汉市洪山区珞喻路129号的患者周杰，男，33岁。')).toEqual([
      ['address', '湖北省武汉市洪山区珞喻路129号'],
      ['patientName', '周杰'],
    ]);
    expect(spans('家住山东省青岛市市南区香港中路76号的患者高翔，男，39岁')).toEqual([
      ['address', '山东省青岛市市南区香港中路76号'],
      ['patientName', '高翔'],
    ]);
    for (const text of [
      '会议地址：杭州市西湖区曙光路122号世贸君澜大饭店',
      '本院地址：四川省成都市武侯区国学巷37号，来院请乘地铁。',
      '患者在成都市武侯区国学巷37号四川大学华西医院接受手术。',
      '贵州省人民医院位于贵阳市南明区中山东路83号。',
      '患者，女，55岁，就诊于长沙市开福区湘雅路87号。',
      '患者，男，36岁，工作单位：杭州市西湖区文三路90号。',
      '患者来自湖南省长沙市岳麓区，务农，已婚。',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it("lets a code's number and an institution's desk pass, and reads a mobile in Chinese digits", () => {
    for (const text of [
      '本院影像设备序列号15823400917，已于2023年完成年度质控检测。',
      '订单号 18800012345 已发货',
      '交易流水号：110105197509230015，支付成功。',
      '设备编号：SN-13800138000',
      '产品序列号（SN）：13712345678',
      '腾讯会议号 138 0013 8000，密码 1234。',
      '大会秘书处地址：北京市东城区东四西大街42号，邮编100710。',
      '地址：北京市西城区西什库大街8号（北大第一医院）',
      '联系我们：神经外科护士站 010-59976543（24小时）',
    ])
      expect(findIdentifiers(text)).toEqual([]);
    expect(spans('她的手机是一三八零五七一二二四六')).toEqual([['mobile', '一三八零五七一二二四六']]);
    expect(spans('患者生日是农历八月十五，公历1962年9月13日。')).toEqual([['birthDate', '1962年9月13日']]);
  });
});

describe('findIdentifiers, round 5', () => {
  const spans = (text: string) => findIdentifiers(text).map(({ kind, text: span }) => [kind, span]);
  const names = (text: string) =>
    findIdentifiers(text)
      .filter((finding) => finding.kind === 'patientName')
      .map((finding) => finding.text);

  it("takes a bed number however it is written, and the name beside it; not a ward's size or an empty bed", () => {
    expect(spans('新入院1人：22床 庞德明，男，67岁')).toEqual([
      ['caseNumber', '22'],
      ['patientName', '庞德明'],
    ]);
    expect(spans('值班群：15床仲小川拒绝复查CT')).toEqual([
      ['caseNumber', '15'],
      ['patientName', '仲小川'],
    ]);
    expect(spans('Handoff: bed 9 孔祥林 POD2')).toEqual([
      ['caseNumber', '9'],
      ['patientName', '孔祥林'],
    ]);
    expect(spans('14床家属（患者儿子邱文涛）今晚陪护')).toEqual([
      ['caseNumber', '14'],
      ['patientName', '邱文涛'],
    ]);
    expect(spans('41床汪德福停甘露醇')).toEqual([
      ['caseNumber', '41'],
      ['patientName', '汪德福'],
    ]);
    // alone too: with the ward and the day it points at one patient (both blind writers took it)
    expect(spans('12床患者今日出院')).toEqual([['caseNumber', '12']]);
    expect(spans('我是三号床石磊他妈妈')).toEqual([
      ['caseNumber', '三'],
      ['patientName', '石磊'],
    ]);
    expect(spans('床号：加12')).toEqual([['caseNumber', '加12']]);
    expect(spans('5床王某某明日手术')).toEqual([['caseNumber', '5']]);
    for (const text of [
      '34床 空',
      '科室开放60床，年手术量2000台',
      '开放床位60张',
      '一床难求',
      '床旁超声示心包少量积液',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it('takes Tibetan names of two parts anywhere, and dotted names after a trigger or before a case opening', () => {
    expect(names('护理交班本：患者卓玛央金今日因躁动使用约束带')).toEqual(['卓玛央金']);
    expect(names('我是扎西多吉的哥哥，他做完手术了吗？')).toEqual(['扎西多吉']);
    expect(names('3床 古丽娜尔·艾山，女，55岁')).toEqual(['古丽娜尔·艾山']);
    expect(names('患儿艾力江•阿不都热依木，男，8岁')).toEqual(['艾力江•阿不都热依木']);
    expect(names('患者努尔兰·哈力木，哈萨克族')).toEqual(['努尔兰·哈力木']);
    expect(names('姓名：吉木阿呷　民族：彝族')).toEqual(['吉木阿呷']);
    for (const text of ['哈维·库欣是神经外科之父', '扎西德勒！', '沃尔特·丹迪首创脑室造影'])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it('after the patient words takes a full name of the commonest characters however the sentence goes on', () => {
    expect(names('52岁的患者陈桂芝回忆起发病那天')).toEqual(['陈桂芝']);
    expect(names('在病房里，患者东方晓宇正在做康复训练')).toEqual(['东方晓宇']);
    expect(names('术毕患者宋婉带气管插管返ICU')).toEqual(['宋婉']);
    expect(names('病人信息：岑立伟 男 出生 1972/08/30')).toEqual(['岑立伟']);
    expect(names('收件人：患者本人杜春林 电话见单')).toEqual(['杜春林']);
    expect(names('后经派出所核实身份为边志明，53岁')).toEqual(['边志明']);
    expect(names('Pt 任静 was seen in clinic today')).toEqual(['任静']);
    for (const text of [
      '患者平安出院',
      '患者陈述头痛加重',
      '患者高兴地说谢谢',
      '予患者甘露醇125ml静滴',
      '家属来信：感谢全体医护人员',
      '已通知派出所协助查找家属',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it("reads a form of slashes, a chat's speaker label and an identifier after a verb", () => {
    expect(spans('姓名/性别/年龄/床号：于海洋/男/42/床号26')).toEqual([
      ['patientName', '于海洋'],
      ['caseNumber', '26'],
    ]);
    expect(names('主任：@小陈 把慕容雪的术后MRI传一下')).toEqual(['慕容雪']);
    expect(findIdentifiers('本文作者：神经外科 陈建国、王丽华')).toEqual([]);
    expect(spans('住院号已经生成了 2024021158')).toEqual([['caseNumber', '2024021158']]);
    expect(spans('严秋菊，女，1961年10月5日生')).toEqual([
      ['patientName', '严秋菊'],
      ['birthDate', '1961年10月5日'],
    ]);
    expect(spans('Address: 湖南省长沙市岳麓区麓山南路78号')).toEqual([
      ['address', '湖南省长沙市岳麓区麓山南路78号'],
    ]);
  });

  it('reads names in pinyin, birth dates in English, and the name a naming word or a label gives', () => {
    expect(names('Patient: Zhang Guoqiang, M/61, MRN 20231209557')).toEqual(['Zhang Guoqiang']);
    expect(names('Ward round note: bed 15, Ms. Wang Fang (王芳), 44F')).toEqual(['Wang Fang', '王芳']);
    expect(names('患者Dong Lihua（董丽华），F/48')).toEqual(['Dong Lihua', '董丽华']);
    expect(spans('my mother, Liu Meilan (刘美兰), DOB 12 March 1958, who had surgery')).toEqual([
      ['patientName', 'Liu Meilan'],
      ['patientName', '刘美兰'],
      ['birthDate', '12 March 1958'],
    ]);
    expect(names('病人叫安静，女，28岁，人如其名')).toEqual(['安静']);
    expect(names('老乡介绍来的病人，叫吉木布哈，凉山布拖县人')).toEqual(['吉木布哈']);
    expect(names('姓名：仉淑珍 出生日期：1949-11-05')).toEqual(['仉淑珍']);
    expect(names('患者（戚永年）术后病理：WHO 1级脑膜瘤')).toEqual(['戚永年']);
    expect(names('病人：努尔古丽 阿布都拉（中间没有点），女，50岁')).toEqual(['努尔古丽 阿布都拉']);
    expect(names('No. | Name | Bed | Dx\n1 | 禚文斌 | 2 | SAH\n2 | 赵 琳 | 6 | Glioma')).toEqual([
      '禚文斌',
      '赵 琳',
    ]);
    for (const text of [
      'Dear Dr. Chen, thank you for the Smith et al. reference.',
      '患者姓名已隐去，年龄45岁',
      '姓名|性别|年龄 张某|男|45',
      '护士叫了救护车，转上级医院',
      '叫来家属，交代病情',
      '患者编号：P-017（研究编号，已去标识化），随机分组：试验组。',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it('reads forms written by machines, tables with gaps, rarer surnames and names after a trade', () => {
    expect(spans('Name=郑少华;Sex=M;Age=54;PatientID=P0038827;Bed=18')).toEqual([
      ['patientName', '郑少华'],
      ['caseNumber', 'P0038827'],
      ['caseNumber', '18'],
    ]);
    expect(
      spans(
        '床号  姓名    年龄  诊断\n21    林海涛  45    动脉瘤\n22    空\n23    蒋婷    38    海绵状血管瘤',
      ),
    ).toEqual([
      ['caseNumber', '21'],
      ['patientName', '林海涛'],
      ['caseNumber', '23'],
      ['patientName', '蒋婷'],
    ]);
    expect(names('患者禚立伟，男，44岁')).toEqual(['禚立伟']);
    expect(names('41岁的出租车司机李国栋在出车途中突然头痛')).toEqual(['李国栋']);
    expect(names('我是23床黄建新的女儿黄丽我爸今天又吐了')).toEqual(['黄建新', '黄丽']);
    expect(names('Patient: ZHANG Wei   Sex: M')).toEqual(['ZHANG Wei']);
    expect(names('MRN 20230915003 / LI Meiling / F / 46y')).toEqual(['LI Meiling']);
    expect(names('Referral: Mr. Mamat Tursun (买买提·吐尔逊), male, 34')).toEqual([
      'Mamat Tursun',
      '买买提·吐尔逊',
    ]);
    expect(names('阿依古丽吐尔洪 女 39岁 维吾尔族')).toEqual(['阿依古丽吐尔洪']);
    expect(spans('陪护证：床号：二十五')).toEqual([['caseNumber', '二十五']]);
    expect(spans('住院号是二零二四零三一二零八八')).toEqual([['caseNumber', '二零二四零三一二零八八']]);
    expect(spans('Ms. Qian Yulan was born on 19 August 1956 in Wuxi')).toEqual([
      ['patientName', 'Qian Yulan'],
      ['birthDate', '19 August 1956'],
    ]);
    for (const text of [
      '1床、6床空，今日可收新病人两名',
      '会议室：行政楼3楼第二会议室；联系人：陈秘书，电话010-67096611。',
      '讨论：高龄患者，阿托伐他汀20mg qn可作为保守治疗的选择之一。',
      '直播间ID：88762301，扫描海报二维码进入',
      'Venue: Shanghai International Convention Center. Contact: Dr. Li, +86 21 6404 1990.',
      '医疗机构执业许可证登记号：PDY00001341010011A1001',
      '患者编号P07（已脱敏）：男，52岁',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });

  it("lets an institution's announced numbers, a bank account and a doctor after Dr. pass", () => {
    for (const text of [
      'MDT会议通知：请各科室提前上传病例，咨询电话：010-59976520。',
      '健康讲座预告：地点门诊楼一楼；报名电话 0731-88618888。',
      '医院总机：0571-87783777；夜间急诊：0571-87783120。',
      '本院邮编 310009；传真 0571-87022776。',
      '汇款账号 1202 0219 0900 0123 456（工商银行杭州分行）',
      '会议直播间号：13066881234（腾讯会议）',
      'Dr. 张建民 (Chief, Dept. of Neurosurgery) will chair the session',
      '报名截止日期：2024年9月30日；联系人：会务组王老师，电话：020-83827812。',
      '会务联系人：李老师 13800138000（工作时间）',
      '腾讯会议ID：823 4567 1190，入会密码：2024',
    ])
      expect(findIdentifiers(text)).toEqual([]);
  });
});

describe('masking', () => {
  it('keeps the surname and hides the rest; numbers become stars of the same length', () => {
    expect(maskIdentifiers('患者王建国，男，56岁，住院号：2023004512')).toBe(
      '患者王某某，男，56岁，住院号：**********',
    );
    expect(maskIdentifiers('病人姓名：欧阳娜娜，女')).toBe('病人姓名：欧阳某某，女');
    const text = '家属李娟，电话17755551234';
    const [, phone] = findIdentifiers(text);
    expect(maskFinding(text, phone!)).toBe('家属李娟，电话***********');
  });
});

describe('describeFindings', () => {
  it('names the paragraph, the kind and a hidden preview, and counts the rest', () => {
    const id = idNumber('11010519650312123');
    const text = `主诉：头痛3天。\n患者身份证号${id}，电话13812345678。`;
    const message = describeFindings(findIdentifiers(text), text, '现病史');
    expect(message).toBe('现病史第2段含有未遮盖的身份证号“1101…”等2处可识别患者的信息，请遮盖后再发布');
    expect(message).not.toContain(id);
    expect(describeFindings(findIdentifiers('患者王建国，男'), '患者王建国，男')).toBe(
      '内容含有未遮盖的患者姓名“王…”，请遮盖后再发布',
    );
    expect(describeFindings([], '')).toBeNull();
  });
});

describe('linearity', () => {
  // no timing assertion: a pattern that cannot backtrack catastrophically has no quantified group
  // that itself holds an unbounded quantifier ((a+)+, (\d|\d+)*, ...)
  it('no pattern nests an unbounded quantifier inside a repeated group', () => {
    for (const pattern of DEIDENTIFY_PATTERNS) {
      const source = pattern.source.replace(/\\./g, 'e').replace(/\[[^\]]*\]/g, 'c');
      const stack: number[] = [];
      for (let i = 0; i < source.length; i++) {
        if (source[i] === '(') stack.push(i);
        else if (source[i] === ')') {
          const open = stack.pop()!;
          const after = source.slice(i + 1);
          const repeated = /^(?:[*+]|\{\d*,\d*\})/.test(after) && !/^\{0?,1\}/.test(after);
          const inner = source.slice(open + 1, i);
          if (repeated)
            expect({ pattern: pattern.source, nested: /[*+]|\{\d+,\}/.test(inner) }).toEqual({
              pattern: pattern.source,
              nested: false,
            });
        }
      }
    }
  });

  it('a 20,000-character case full of near-misses runs through', () => {
    const near =
      '患者于昨日出现头痛，住址：北京市朝阳区，电话0，生于2023年，1381234567，身份证11010519650312123，' +
      '王明阳，李佳琪. 杂志，主刀张伟医生，王建国主任，一九五五年二月，卡号，';
    const text = near.repeat(Math.ceil(20_000 / near.length)) + '9'.repeat(5000) + '王'.repeat(5000);
    expect(findIdentifiers(text)).toEqual([]);
    expect(findIdentifiers(maskIdentifiers(text))).toEqual([]);
  });
});
