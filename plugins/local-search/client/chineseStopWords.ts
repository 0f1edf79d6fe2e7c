// Function words and question scaffolding that readers type around the terms that matter
// ("在 taro 里怎么使用 NutUI 需要注意什么"). Left in, they match every page and drown the
// real terms; dropped from both the index and the query, they cost nothing.
// Only whole segmenter words are dropped: "是否" stays although "是" goes. ICU cuts 怎么办
// into 怎么|办, hence the lone 办.
export const chineseStopWords: ReadonlySet<string> = new Set([
  '的', '地', '得', '了', '着', '过', '吗', '呢', '吧', '啊', '呀', '嘛', '么', '哦',
  '是', '在', '和', '与', '及', '或', '把', '被', '让', '给', '对', '从', '向', '跟',
  '也', '都', '就', '还', '又', '很', '再', '才', '而', '且', '但', '则', '即',
  '这', '那', '这个', '那个', '这些', '那些', '这样', '那样', '这里', '那里', '里', '中',
  '怎么', '怎样', '怎么样', '怎么办', '办', '如何', '什么', '为什么', '为啥', '啥', '哪', '哪些', '哪个', '哪里',
  '能否', '可否', '能不能', '可不可以', '可以', '能', '会', '要', '想', '需要', '应该', '请问', '一下',
  '我', '我的', '我们', '你', '你们', '它', '他', '她', '有', '没有', '没', '时候', '的话',
  '注意', '一个', '一些', '进行',
])
