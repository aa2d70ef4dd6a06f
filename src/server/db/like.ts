/** `%term%` for a LIKE on lower-cased text, with LIKE wildcards in the term escaped (escape character: backslash). */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
