// Which sentences read like a statement of what a tool, option, command or version does: the sentences
// a reader acts on, and the ones a review most often finds false. The detector errs towards finding
// too many; a sentence it finds is counted until a claim quotes it.
import { HAN_CHARACTER } from '../i18n/chineseCharacters'

const CHINESE = [
  /默认/,
  /不会|不能|无法|不再|不支持|不生效|不处理|不读|不执行|不运行|不转义|不受影响/,
  /只有.*?才|只[会在能要跳处读转保生输对看认匹检替支]|仅|才会|才能|才生效/,
  /总是|始终|从不|永远|一律|一定会|必须/,
  /相同|一样|等同|等价|同样|效果与/,
  /自动|悄悄|静默/,
  /会[被把在让使报生输打跳忽失读写转删保留执运替改]/,
  /(?<![\w.])v?\d+\.\d+(?:\.\d+)?(?![\w.])/,
]

const ENGLISH = [
  /\b(?:by )?defaults?\b/i,
  /\b(?:never|always|only|silently|automatically|no longer)\b/i,
  /\b(?:same as|equivalent|identical|just like)\b/i,
  /\b(?:will|won't|cannot|can't|does not|doesn't|do not|don't|is not|isn't|are not|aren't|must)\b/i,
  /\b(?:since|added in|removed in|from) v?\d+\.\d+/i,
  /(?<![\w.])v?\d+\.\d+(?:\.\d+)?(?![\w.])/,
]

/** Too short to state a behaviour: a label, a table cell with a name. */
const MIN_LETTERS = 12

/** A sentence that is one link and nothing else names another page (a "see also" item); what its
 *  title states is proven on that page, where the claim quotes it. */
const LINK_ALONE = /^\s*\[[^\]]*\]\([^)]*\)\s*[。.；;，,]?\s*$/

export function looksLikeClaim(sentence: string, locale: 'zh-cn' | 'en'): boolean {
  if (LINK_ALONE.test(sentence)) return false
  const plain = sentence.replace(/\]\([^)]*\)/g, ']').replace(/<[^>]+>/g, '')
  const letters = plain.replace(/[\s`*_[\]()|:,.;!?，。；：！？、]/g, '').length
  if (letters < MIN_LETTERS) return false
  const patterns = locale === 'en' && !HAN_CHARACTER.test(plain) ? ENGLISH : CHINESE
  return patterns.some(pattern => pattern.test(plain))
}
