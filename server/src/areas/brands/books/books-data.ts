/** Fixed book data the seed writes from (books.seeder.ts): presses and translated classics. */

/** publishers of medical books and the ISBN publisher prefix after 978-7 */
export const PRESSES: readonly (readonly [name: string, prefix: string, weight: number])[] = [
  ['人民卫生出版社', '117', 30],
  ['科学出版社', '03', 10],
  ['上海科学技术出版社', '5478', 10],
  ['北京大学医学出版社', '5659', 8],
  ['中国协和医科大学出版社', '5679', 6],
  ['人民军医出版社', '5091', 5],
  ['清华大学出版社', '302', 4],
  ['天津科技翻译出版有限公司', '5433', 6],
  ['山东科学技术出版社', '5331', 4],
  ['世界图书出版公司', '5192', 5],
];

export interface TranslatedBookSeed {
  name: string;
  authors: readonly string[];
  introduction: string;
}

/** classics that come out in Chinese translation */
export const TRANSLATED_BOOKS: readonly TranslatedBookSeed[] = [
  {
    name: 'Youmans & Winn神经外科学（第8版）',
    authors: ['H. Richard Winn'],
    introduction: '神经外科领域的经典参考书，系统阐述神经外科各亚专业的基础理论、手术技术与最新进展。',
  },
  {
    name: 'Rhoton颅脑解剖与手术入路',
    authors: ['Albert L. Rhoton Jr.'],
    introduction:
      '以大量精美的显微解剖照片展示颅脑各区域的解剖结构及常用手术入路，是神经外科医师的必备读物。',
  },
  {
    name: 'Greenberg神经外科手册（第9版）',
    authors: ['Mark S. Greenberg'],
    introduction: '临床实用的神经外科口袋书，涵盖常见疾病的诊断要点、分级量表与处理流程，便于查阅。',
  },
  {
    name: 'Schmidek & Sweet神经外科手术学',
    authors: ['Alfredo Quiñones-Hinojosa'],
    introduction: '按手术部位与疾病系统介绍神经外科手术的适应证、手术步骤与并发症处理，配有大量手术示意图。',
  },
  {
    name: '脑血管病显微外科手术图谱',
    authors: ['Michael T. Lawton'],
    introduction: '作者总结数千例脑血管病手术经验，详细讲解动脉瘤夹闭、动静脉畸形切除与搭桥手术的技术要点。',
  },
  {
    name: '内镜经鼻颅底外科学',
    authors: ['Amin B. Kassam', 'Paul A. Gardner'],
    introduction: '系统介绍内镜经鼻入路的解剖基础、器械设备、手术模块化入路及颅底重建技术。',
  },
  {
    name: '立体定向与功能神经外科学',
    authors: ['Andres M. Lozano', 'Philip L. Gildenberg'],
    introduction: '全面论述立体定向技术、脑深部电刺激、癫痫外科与疼痛外科等功能神经外科内容。',
  },
  {
    name: '小儿神经外科学（第3版）',
    authors: ['Mark D. Krieger'],
    introduction: '涵盖儿童脑积水、颅缝早闭、先天畸形及儿童脑肿瘤的诊断与外科治疗。',
  },
];
