import fs from 'node:fs';

/** The shipped list of common passwords (source and licence in its header), loaded once. */
let list: Set<string> | undefined;

function load(): Set<string> {
  const file = new URL('./data/common-passwords.txt', import.meta.url);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return new Set(lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));
}

/** True when the (lower-cased) password is on the list. */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}

export const commonPasswordCount = () => {
  list ??= load();
  return list.size;
};
