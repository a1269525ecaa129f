/**
 * The texts of the static pages (about us, recruitment, clinical release, app download): long
 * prose only these pages show, kept beside them so no other page downloads it. The app's other
 * texts are in src/messages.ts.
 */
export const staticPageMessages = {
  siteName: '脑医汇',
  docTitle: (title: string) => `${title} - 脑医汇`,
  introduce: {
    title: '关于我们',
    navLabel: '关于我们栏目',
    tabs: {
      aboutUs: '关于我们',
      contactUs: '联系我们',
      joinUs: '加入我们',
      disclaimer: '免责声明',
    },
    aboutUs: {
      lead: '脑医汇是面向神经外科及相关学科医生的专业学术与临床交流平台，致力于让每一位神经外科医生都能便捷地获取前沿知识、分享临床经验、提升诊疗水平。',
      sections: [
        {
          heading: '我们的使命',
          body: '以“连接医生、传播知识、服务患者”为使命，汇聚国内外神经外科领域的专家学者，搭建覆盖学术会议、病例交流、继续教育与科研协作的一站式数字化平台，推动神经外科诊疗规范化与同质化。',
        },
        {
          heading: '平台内容',
          body: '平台提供学术资讯、手术病例、会议直播与回放、云课堂、全景手术、临床指南解读等内容，涵盖神经肿瘤、脑血管病、功能神经外科、脊柱脊髓、神经创伤、小儿神经外科等亚专业方向。',
        },
        {
          heading: '服务对象',
          body: '我们服务于神经外科及神经内科、神经影像、神经病理、康复医学等相关学科的医生、医学生与科研人员，同时通过科普内容帮助患者及家属正确认识疾病、科学就医。',
        },
      ],
      stats: [
        { value: '10万+', label: '注册医生用户' },
        { value: '3000+', label: '合作医院' },
        { value: '2万+', label: '手术病例' },
        { value: '1500+', label: '学术会议直播' },
      ],
    },
    contactUs: {
      lead: '如您在使用平台过程中有任何问题、建议或合作意向，欢迎通过以下方式与我们联系，我们将在两个工作日内回复。',
      items: [
        { label: '客服电话', value: '400-888-6120（工作日 9:00–18:00）' },
        { label: '商务合作', value: 'business@brainmed.example.com' },
        { label: '内容投稿', value: 'editor@brainmed.example.com' },
        { label: '公司地址', value: '北京市朝阳区望京科技园 A 座 12 层' },
      ],
    },
    joinUs: {
      lead: '我们正在寻找热爱医疗健康事业、希望用技术与内容帮助医生成长的伙伴。欢迎将简历发送至 hr@brainmed.example.com，邮件标题请注明“应聘岗位 + 姓名”。',
      positions: [
        {
          name: '医学编辑（神经外科方向）',
          place: '北京',
          duty: '负责神经外科学术资讯、指南解读与病例内容的策划、撰写与审校。',
          need: '临床医学或神经科学相关专业硕士及以上学历，具备良好的医学文献阅读与写作能力。',
        },
        {
          name: '学术会议运营',
          place: '北京 / 上海',
          duty: '负责线上学术会议的专家邀约、日程统筹、直播执行及会后内容沉淀。',
          need: '两年以上医学会议或医学市场相关经验，沟通协调能力强。',
        },
        {
          name: '前端开发工程师',
          place: '北京',
          duty: '负责门户网站及移动端页面的设计实现与性能优化。',
          need: '熟悉 React 与 TypeScript，重视可访问性与工程质量。',
        },
      ],
      placeLabel: '工作地点',
      dutyLabel: '岗位职责',
      needLabel: '任职要求',
    },
    disclaimer: {
      paragraphs: [
        '本平台发布的所有内容（包括但不限于文字、图片、音视频及病例资料）仅供医学专业人士学习与交流参考，不构成任何形式的诊断或治疗建议。患者请在执业医师指导下就医，切勿依据本平台内容自行诊断或用药。',
        '平台中由用户发布的病例、文章与评论仅代表作者个人观点，不代表本平台立场。作者应确保所发布内容已对患者隐私信息进行脱敏处理，并对内容的真实性、合法性负责。',
        '本平台部分内容转载自其他媒体或学术机构，转载目的在于传递更多信息，并不意味着赞同其观点或证实其内容的真实性。如涉及版权问题，请权利人与我们联系，我们将及时处理。',
        '因不可抗力、网络故障或第三方原因导致的服务中断或数据丢失，本平台在法律允许的范围内不承担责任。',
      ],
    },
  },
  recruitment: {
    title: '招募培训',
    lead: '面向临床研究协调员（CRC）与研究者开展系统化培训与招募，帮助神经外科临床研究团队建立规范、高效、合规的研究能力。',
    sections: [
      {
        heading: '项目背景',
        body: '神经外科临床试验病例入组难、随访周期长、操作规范要求高，对研究团队的专业素养提出了更高要求。我们联合国内多家神经外科临床研究中心，开展覆盖 GCP 法规、试验流程与专科知识的分层培训。',
      },
      {
        heading: '培训内容',
        body: '课程包括 ICH-GCP 与国内法规解读、知情同意流程、受试者筛选与入组、不良事件记录与上报、电子数据采集（EDC）规范、神经功能量表评估（如 NIHSS、mRS、KPS）以及稽查与视察应对等。',
      },
      {
        heading: '结业认证',
        body: '学员完成线上课程与线下实操考核后，可获得结业证书及相应继续医学教育学分，优秀学员将优先推荐至合作研究中心参与项目。',
      },
    ],
    programsHeading: '近期培训与招募项目',
    programsLabel: '培训与招募项目列表',
    dateLabel: '时间',
    audienceLabel: '面向对象',
    formatLabel: '形式',
    programs: [
      {
        name: '临床研究协调员（CRC）入门培训班',
        date: '2025 年 3 月 15 日 – 3 月 16 日',
        audience: '新入职 CRC、医学相关专业毕业生',
        format: '线下集中授课 + 模拟实操',
      },
      {
        name: '神经外科研究者 GCP 进阶研修',
        date: '2025 年 4 月 12 日',
        audience: '主要研究者（PI）及协助研究者',
        format: '线上直播 + 案例研讨',
      },
      {
        name: '神经功能量表评估一致性培训',
        date: '2025 年 5 月 10 日',
        audience: '参与卒中、脑肿瘤试验的研究护士与 CRC',
        format: '线上课程 + 考核认证',
      },
      {
        name: '多中心临床研究 CRC 招募计划',
        date: '长期招募',
        audience: '具备 GCP 证书、有神经科或外科工作经验者',
        format: '全职 / 兼职驻点',
      },
    ],
    applyHeading: '如何报名',
    applySteps: [
      '登录脑医汇账号，完善个人资料与执业信息。',
      '通过下方联系方式提交报名信息，注明意向项目及所在单位。',
      '项目组将在五个工作日内完成资格审核并发送报名确认。',
      '按通知参加培训，完成考核后领取结业证书。',
    ],
    applyContact: '报名咨询：400-888-6120，或发送邮件至 training@brainmed.example.com',
  },
  clinical: {
    title: '临床试验患者招募',
    lead: '我们为申办方与研究机构提供神经外科临床试验受试者招募服务，依托覆盖全国的神经外科医生网络，帮助项目高效、合规地完成入组。',
    contactHeading: '联系我们',
    phoneHeading: '电话咨询',
    phoneHint: '工作日 9:00–18:00',
    wechatHeading: '微信咨询',
    wechatQrAlt: '临床试验招募微信咨询二维码',
    wechatCaption: '微信扫一扫，添加招募顾问',
    advantagesHeading: '我们的优势',
    advantages: [
      { name: '专业的神经外科医生网络', desc: '覆盖全国 3000 余家医院的神经外科医生，精准触达目标患者。' },
      { name: '快速匹配受试者', desc: '基于入排标准进行智能初筛，大幅缩短患者招募周期。' },
      { name: '全流程合规', desc: '严格遵循 GCP 与个人信息保护要求，招募材料经伦理审查后发布。' },
      { name: '多渠道患者教育', desc: '结合科普文章、短视频与线上义诊，提升患者对临床试验的认知。' },
    ],
    projectsHeading: '合作项目',
    projectsLabel: '合作项目列表',
    columns: {
      name: '项目名称',
      sponsor: '申办方类型',
      indication: '适应症',
      phase: '分期',
      status: '状态',
    },
    status: {
      recruiting: '招募中',
      completed: '已完成',
    },
    projects: [
      {
        name: '新诊断胶质母细胞瘤术后联合免疫治疗研究',
        sponsor: '跨国药企',
        indication: '胶质母细胞瘤',
        phase: 'Ⅲ期',
        status: 'recruiting',
      },
      {
        name: '晚期帕金森病脑深部电刺激（DBS）程控优化研究',
        sponsor: '医疗器械企业',
        indication: '帕金森病',
        phase: '上市后研究',
        status: 'recruiting',
      },
      {
        name: '颅内动脉瘤新型血流导向装置有效性研究',
        sponsor: '医疗器械企业',
        indication: '颅内动脉瘤',
        phase: '注册临床试验',
        status: 'completed',
      },
      {
        name: '复发胶质瘤靶向药物剂量探索研究',
        sponsor: '国内创新药企',
        indication: '胶质母细胞瘤',
        phase: 'Ⅰ/Ⅱ期',
        status: 'completed',
      },
    ],
  },
  download: {
    title: '客户端下载',
    lead: '随时随地掌握神经外科前沿动态，下载脑医汇客户端，让学习与交流触手可及。',
    featuresHeading: '客户端功能',
    features: [
      { name: '会议直播', desc: '高清观看学术会议直播与回放，支持弹幕互动与签到。' },
      { name: '病例交流', desc: '随时发布与浏览手术病例，与同行深入讨论。' },
      { name: '云课堂', desc: '系统化课程随时学习，支持离线缓存与学习进度同步。' },
      { name: '消息提醒', desc: '关注的专家、会议与话题有更新时第一时间通知。' },
    ],
    storesHeading: '下载方式',
    ios: 'iOS 版下载',
    iosHint: '前往 App Store',
    android: 'Android 版下载',
    androidHint: '前往应用市场',
    qrAlt: '本页二维码',
    qrCaption: '手机扫码打开本页下载',
  },
} as const;
