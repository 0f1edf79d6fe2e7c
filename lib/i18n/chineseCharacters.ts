// What counts as Chinese, for two different questions:
// - HAN_CHARACTER, a Han ideograph (the Unicode Han script, its extensions included): search cuts Chinese
//   into terms of Han characters, and a query with one is read as Chinese;
// - CHINESE_TEXT_CHARACTER, a Han ideograph or the punctuation and full-width forms of Chinese writing
//   (。，、「」（）): a sentence left untranslated on an English page is found by its punctuation too.
export const HAN_CHARACTER = /\p{Script=Han}/u
export const CHINESE_TEXT_CHARACTER = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u
