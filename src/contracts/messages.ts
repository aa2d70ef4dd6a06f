import { EN_MESSAGES, EN_PATTERNS, PROBLEM_TWINS } from './messages-en.ts';

export type MessageLanguage = 'nl' | 'en';

let twins: ReadonlyMap<string, string> | undefined;
/** The English of a field message that is also a problem's text (messages-en.ts, PROBLEM_TWINS). */
function twinOf(text: string): string | undefined {
  twins ??= new Map(PROBLEM_TWINS().map((p) => [p.nl, p.en]));
  return twins.get(text);
}

/**
 * A message written in Dutch (API errors, contract validation) in the given language; a text
 * missing from the English catalogue stays Dutch. The server and the web forms share this.
 */
export function localize(text: string, lang: MessageLanguage): string {
  if (lang === 'nl') return text;
  const exact = EN_MESSAGES[text] ?? twinOf(text);
  if (exact) return exact;
  for (const [pattern, render] of EN_PATTERNS) {
    const m = pattern.exec(text);
    if (m) return render(...m.slice(1));
  }
  return text;
}
