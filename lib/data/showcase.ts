// Projects built with weapp-tailwindcss, in the order they were submitted to the
// "谁在使用 weapp-tailwindcss？" thread on the upstream tracker (showcaseSubmitUrl below).
// Only facts the submitters gave are kept; a project without a public link has no `url`.

export interface ShowcaseProject {
  name: string
  /** Where the product runs. Submitters shared mini-program codes, so most say only "小程序". */
  platforms: string[]
  /** One or two sentences about what the product does. */
  description?: string
  /** Company or team behind the project, when the submitter named one. */
  owner?: string
  /** Public page of the project, full https URL. */
  url?: string
  /** The English edition's description (plain data: plugins/llms reads this module in Node). Names stay as submitted. */
  en?: { description?: string }
}

/** Platforms as the English edition names them. */
export const platformNamesEn: Record<string, string> = { 小程序: 'Mini-program' }

/** The GitHub thread where teams add their project; the grid ends with a link to it. */
export const showcaseSubmitUrl = 'https://github.com/sonofmagic/weapp-tailwindcss/issues/270'

export const showcaseProjects: ShowcaseProject[] = [
  {
    name: '区白白',
    platforms: ['小程序'],
    description: '面向小区业主的社区服务：每个小区对应一个线上社区，业主在里面参与小区事务、使用其他配套服务。',
    en: { description: 'Community services for homeowners: each residential compound gets its own online community, where owners take part in the compound\'s affairs and use related services.' },
  },
  {
    name: 'MBTI 告诉你',
    platforms: ['小程序'],
    description: 'MBTI 性格测试，结果解读由 ChatGPT、通义千问和 360 智脑等大模型生成。',
    en: { description: 'An MBTI personality test whose results are interpreted by large language models such as ChatGPT, Tongyi Qianwen and 360 Zhinao.' },
  },
  {
    name: '今修',
    platforms: ['小程序'],
    description: '江苏南通本地的手机维修下单与服务。',
    en: { description: 'Phone repair orders and service, local to Nantong, Jiangsu.' },
  },
  {
    name: '聚贞顺',
    platforms: ['小程序'],
    description: '二手自行车的买卖交易平台。',
    en: { description: 'A marketplace for buying and selling second-hand bicycles.' },
  },
  {
    name: '安心校友圈',
    platforms: ['小程序'],
    description: '只对在校大学生开放的社交圈子。',
    en: { description: 'A social circle open only to current university students.' },
  },
  {
    name: '一键呼援',
    platforms: ['小程序'],
    description: '面向企业的一键求助与救援方案。',
    en: { description: 'One-tap help and rescue for businesses.' },
  },
  {
    name: '杭州数据交易所',
    platforms: ['小程序'],
  },
  {
    name: '免费的 MBTI 性格测试工具',
    platforms: ['小程序'],
  },
  {
    name: '悦骑行',
    platforms: ['小程序'],
    description: '3.0 版本重构时改用 Tailwind CSS 编写样式，开发效率和样式规范都明显改善。',
    en: { description: 'Rebuilt its styles with Tailwind CSS for version 3.0, with clearly faster development and more consistent styling.' },
    owner: 'Guangzhou Jingji Zhiguang Technology Co. Ltd.',
  },
]
