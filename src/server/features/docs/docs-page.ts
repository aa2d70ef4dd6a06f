import type { RegisteredRoute } from '../../http/route-registry.ts';
import { accessText } from './openapi.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `body{font-family:system-ui,sans-serif;max-width:64rem;margin:0 auto;padding:1.5rem;color:#1f2937;line-height:1.5}
h1{font-size:1.75rem;margin:0 0 .25rem}h2{font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:1px solid #e5e7eb;padding-bottom:.25rem}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #f3f4f6;vertical-align:top}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}.m{font-weight:700;font-family:ui-monospace,monospace}
.GET{color:#047857}.POST{color:#1d4ed8}.PATCH,.PUT{color:#b45309}.DELETE{color:#b91c1c}a{color:#1d4ed8}a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
@media (max-width:40rem){body{padding:1rem}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table,tbody,tr,td{display:block}tr{padding:.5rem 0;border-bottom:1px solid #e5e7eb}td{border:0;padding:.1rem 0}
td.m{display:inline-block;margin-right:.5rem}td:nth-child(2){display:inline}td:nth-child(4){color:#4b5563;font-size:.875rem}}`;

/** A readable, script-free page of the API (the CSP allows no inline script). */
export function renderDocsPage(routes: RegisteredRoute[]): string {
  const byTag = new Map<string, RegisteredRoute[]>();
  for (const r of routes) {
    if (!r.doc) continue;
    const tag = r.doc.tags[0] ?? 'overig';
    byTag.set(tag, [...(byTag.get(tag) ?? []), r]);
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, list]) => `<section aria-labelledby="t-${esc(tag)}"><h2 id="t-${esc(tag)}">${esc(tag)}</h2>
<table><thead><tr><th scope="col">Methode</th><th scope="col">Pad</th><th scope="col">Wat</th><th scope="col">Toegang</th></tr></thead><tbody>
${list
  .map(
    (r) =>
      `<tr><td class="m ${esc(r.method)}">${esc(r.method)}</td><td><code>${esc(r.url)}</code></td><td>${esc(r.doc?.summary ?? '')}</td><td>${esc(accessText(r.doc?.access))}</td></tr>`,
  )
  .join('\n')}
</tbody></table></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API-documentatie – SkillsPlatform</title><style>${STYLE}</style></head><body><main>
<h1>API-documentatie</h1><p>Alle routes van de JSON-API. Het volledige OpenAPI 3.1-document met schema's staat op <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}
</main></body></html>`;
}
