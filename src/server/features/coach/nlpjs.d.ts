/** nlp.js ships no types; the Coach's reading uses its stop-word lists' `isStopword` (the stemmers are declared in web/features/coach/nlpjs.d.ts). */
declare module '@nlpjs/lang-nl/src/stopwords-nl' {
  export default class StopwordsNl {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-en-min/src/stopwords-en' {
  export default class StopwordsEn {
    isStopword(word: string): boolean;
  }
}
