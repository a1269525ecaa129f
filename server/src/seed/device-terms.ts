/**
 * The words of a clinical text that point at a device category (first-level `brand_categories`
 * codes): a talk on aneurysm clipping is where a clip is mentioned, a question on intracranial
 * pressure where a monitor is. The seed links talks, questions and answers to products of the
 * categories their words name, so the links read as plausible; they say nothing of what a device
 * achieves.
 */
export const DEVICE_TERMS: Readonly<Record<string, readonly string[]>> = {
  MICROSCOPE: ['显微镜', '显微外科', '显微切除', '显微手术'],
  NAVIGATION: ['导航', '机器人', '立体定向活检'],
  ENDOSCOPE: ['内镜', '经鼻蝶', '脑室镜', '造瘘'],
  DBS: ['DBS', '脑深部电刺激', '脑起搏器', '帕金森'],
  ICP_MONITOR: ['颅内压', '脑室外引流', '重症监护'],
  ANEURYSM_CLIP: ['夹闭', '动脉瘤夹'],
  EMBOLIC_MATERIAL: ['栓塞', '弹簧圈', '血流导向', '取栓', '介入'],
  ULTRASONIC_ASPIRATOR: ['超声吸引', 'CUSA', '超声骨刀'],
  CRANIAL_REPAIR: ['颅骨修补', '去骨瓣', '颅骨缺损', '颅骨成形'],
  NEURO_MONITORING: ['电生理', '神经监测', '诱发电位', 'SEEG', '唤醒'],
};

/** the device category codes whose words the text holds, in DEVICE_TERMS' order */
export function deviceCategoriesIn(text: string): string[] {
  return Object.entries(DEVICE_TERMS)
    .filter(([, words]) => words.some((w) => text.includes(w)))
    .map(([code]) => code);
}

/** product ids grouped by their category code (a seeder reads the rows, this groups them) */
export function groupByCode(rows: readonly { id: number; code: string }[]): Map<string, number[]> {
  const byCode = new Map<string, number[]>();
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r.id]);
  return byCode;
}
