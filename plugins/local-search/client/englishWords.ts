import { stemmer } from 'stemmer'

// English words as the English index reads them: each plain word by its Porter stem, so
// "classes", "class" and "configuration", "configure" meet; function words and question
// scaffolding ("how do I …") dropped, as the Chinese stop list does for 的/怎么.
// A stop word is dropped only when it stands alone: inside a class name (`not-first:`, `in-focus`)
// it stays a part. Left off the list: words that name Tailwind variants or values on their own
// (after, before, first, last, only, all, none, auto, open): a reader may search for them.

export const englishStopWords: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'to', 'on', 'at', 'for', 'with', 'by', 'from', 'into', 'onto',
  'in', 'as', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'doing', 'done',
  'have', 'has', 'had', 'i', 'me', 'my', 'we', 'our', 'you', 'your', 'he', 'she', 'it', 'its', 'they', 'them', 'their',
  'this', 'that', 'these', 'those', 'there', 'here', 'what', 'which', 'who', 'whom', 'whose', 'why', 'how', 'when', 'where',
  'can', 'could', 'should', 'would', 'will', 'shall', 'may', 'might', 'must', 'so', 'if', 'then', 'than', 'too', 'very',
  'just', 'also', 'about', 'any', 'some', 'such', 'get', 'gets', 'got', 'please', 'anyone', 'way', 'ways', 'thing', 'things',
  'not', 'no', 'don', 'doesn', 'didn', 'isn', 'aren', 'wasn', 'won', 'cannot', 't', 's', 'm', 're', 've', 'll', 'd',
  'hi', 'hello', 'thanks', 'help', 'want', 'wants', 'need', 'needs', 'still', 'even', 'again',
])

const stems = new Map<string, string>()

/** The Porter stem of a lower-case word (memoised: the same words recur across the pages). */
export function englishStem(word: string): string {
  let stem = stems.get(word)
  if (stem === undefined) {
    stem = stemmer(word)
    stems.set(word, stem)
  }
  return stem
}
