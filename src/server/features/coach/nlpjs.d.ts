/** nlp.js ships no types; the Coach uses only its stemmers' `stem` and its stop-word lists' `isStopword`. */
declare module '@nlpjs/lang-nl/src/stemmer-nl.js' {
  export default class StemmerNl {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-en-min/src/stemmer-en.js' {
  export default class StemmerEn {
    stem(word: string): string;
  }
}
declare module '@nlpjs/lang-nl/src/stopwords-nl.js' {
  export default class StopwordsNl {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-en-min/src/stopwords-en.js' {
  export default class StopwordsEn {
    isStopword(word: string): boolean;
  }
}
