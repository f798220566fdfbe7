/** The help centre's words, in both languages (the entries themselves are written in one language each). */
export const HELP_TEXTS = {
  en: {
    title: 'Help centre',
    description: 'Answers to the questions our customers ask most: tracking, delivery times, fees, sending and more.',
    searchLabel: 'Search the help centre',
    searchPlaceholder: 'Ask in your own words, e.g. my parcel has not moved',
    search: 'Search',
    resultsFor: (q: string) => `Results for “${q}”`,
    bestAnswer: 'Best answer',
    moreResults: 'Other articles that may help',
    noResults: 'We found no article that answers this. Our service team can help you in the chat.',
    notSure: 'We are not sure any article answers this exactly. The topics below are close; our service team can also help you in the chat.',
    closeTopics: 'Close topics',
    empty: 'There are no articles yet.',
    notFound: 'This article does not exist or is no longer published.',
    backHome: 'All topics',
    related: 'Related links',
    updated: 'Updated',
    stillNeedHelp: 'Still need help?',
    chat: 'Chat with us',
    language: '中文',
    languageLabel: '切换到中文',
    categories: { 1: 'Popular questions', 4: 'Tracking a parcel', 2: 'Sending a parcel', 3: 'Fees and payment', 0: 'Other questions' } as Record<number, string>,
  },
  zh: {
    title: '帮助中心',
    description: '客户最常问的问题解答：查件、时效、运费、寄件等。',
    searchLabel: '搜索帮助中心',
    searchPlaceholder: '用您自己的话提问，例如：我的快递一直没动',
    search: '搜索',
    resultsFor: (q: string) => `“${q}”的搜索结果`,
    bestAnswer: '最佳答案',
    moreResults: '可能有帮助的其他文章',
    noResults: '没有找到能回答这个问题的文章，您可以在线咨询客服。',
    notSure: '没有找到完全匹配的文章，以下主题可能相关；您也可以在线咨询客服。',
    closeTopics: '相关主题',
    empty: '暂无文章。',
    notFound: '该文章不存在或已不再公开。',
    backHome: '全部主题',
    related: '相关链接',
    updated: '更新于',
    stillNeedHelp: '仍需帮助？',
    chat: '在线咨询',
    language: 'English',
    languageLabel: 'Switch to English',
    categories: { 1: '热门问题', 4: '查询快递', 2: '寄件', 3: '运费与支付', 0: '其他问题' } as Record<number, string>,
  },
};

export type HelpLang = keyof typeof HELP_TEXTS;

/** The order topics are listed in: what customers ask most first. */
export const CATEGORY_ORDER = [1, 4, 2, 3, 0];
