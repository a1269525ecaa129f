import { CASE_SECTIONS, caseTemplateHtml, dropEmptySections, sectionsIn } from '../case-sections';

describe('the case section template', () => {
  it('starts a new case with the ten sections in the order a neurosurgical case is written', () => {
    expect(sectionsIn(caseTemplateHtml())).toEqual([
      '主诉',
      '现病史',
      '既往史',
      '查体',
      '影像学检查',
      '诊断',
      '治疗 / 手术',
      '病理',
      '随访',
      '讨论',
    ]);
    expect(CASE_SECTIONS).toHaveLength(10);
  });

  it('an untouched template publishes as nothing', () => {
    expect(dropEmptySections(caseTemplateHtml())).toBe('');
  });

  it('drops only the empty case sections, keeping written ones, pictures, and other headings', () => {
    const html =
      '<p>引言</p><h2>主诉</h2><p>头痛3月</p><h2>现病史</h2><p></p><p>&nbsp;</p>' +
      '<h2>影像学检查</h2><figure><img src="/media/uploads/a.jpg"></figure>' +
      '<h2>我的小结</h2><p></p><h2>随访</h2><p><br></p>';
    expect(dropEmptySections(html)).toBe(
      '<p>引言</p><h2>主诉</h2><p>头痛3月</p><h2>影像学检查</h2><figure><img src="/media/uploads/a.jpg"></figure><h2>我的小结</h2><p></p>',
    );
  });

  it('reads a heading with marks or attributes and the escaped slash name', () => {
    expect(sectionsIn('<h2 class="x"><strong>诊断</strong></h2><p>GBM</p><h2>治疗 / 手术</h2>')).toEqual([
      '诊断',
      '治疗 / 手术',
    ]);
  });
});
