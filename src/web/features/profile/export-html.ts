/**
 * The GDPR export as a readable page besides the JSON file — one section per kind of data
 * (the export's own sections), lists of records as tables, every value escaped. Pure: it builds the
 * HTML text; the caller downloads it.
 */
export interface ExportHtmlTexts {
  lang: 'nl' | 'en';
  title: string;
  intro: string;
  generated: string;
  empty: string;
  /** Readable names of the export's sections; others are spelled out from their key. */
  sections: Readonly<Record<string, string>>;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** "failedLogins" → "Failed logins". */
const spelled = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const cell = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '–';
  if (typeof v === 'object') return escapeHtml(JSON.stringify(v));
  return escapeHtml(String(v));
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function table(rows: unknown[], empty: string): string {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  if (!rows.every(isRecord)) return `<ul>${rows.map((r) => `<li>${cell(r)}</li>`).join('')}</ul>`;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = columns.map((c) => `<th scope="col">${escapeHtml(spelled(c))}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`).join('');
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function fields(record: Record<string, unknown>, empty: string): string {
  const entries = Object.entries(record);
  if (entries.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  return `<dl>${entries.map(([k, v]) => `<dt>${escapeHtml(spelled(k))}</dt><dd>${cell(v)}</dd>`).join('')}</dl>`;
}

export function exportAsHtml(data: unknown, texts: ExportHtmlTexts): string {
  const sections = isRecord(data) ? Object.entries(data) : [['data', data] as const];
  const body = sections
    .map(([key, value]) => {
      const title = texts.sections[key] ?? spelled(key);
      const content = Array.isArray(value)
        ? table(value, texts.empty)
        : isRecord(value)
          ? fields(value, texts.empty)
          : `<p>${cell(value)}</p>`;
      return `<section><h2>${escapeHtml(title)}</h2>${content}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${texts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;max-width:72rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #e2e8f0;padding-bottom:.25rem}
table{border-collapse:collapse;font-size:.875rem}th,td{border:1px solid #e2e8f0;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f5f9}.scroll{overflow-x:auto}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.empty{color:#64748b}
@media print{.scroll{overflow:visible}}
</style>
</head>
<body>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
<p>${escapeHtml(texts.generated)}</p>
${body}
</body>
</html>
`;
}
