/** nlp.js ships no types; the Coach uses only its stemmers' `stem`. */
declare module '@nlpjs/lang-nl/src/stemmer-nl' {
  export default class StemmerNl {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-en-min/src/stemmer-en' {
  export default class StemmerEn {
    stem(word: string): string;
  }
}
