/**
 * The HTML part of a mail, made from its text part (which stays, for clients that read only text):
 * the same words, escaped, paragraphs kept, web addresses as links, the `lang` attribute set to the
 * language the mail is written in.
 */
export function mailHtml(text: string, lang: 'nl' | 'en', subject: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map(inline).join('<br>\n')}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
${paragraphs}
</div>
</body>
</html>
`;
}

const escHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line: escaped, with http(s) addresses as links (a trailing full stop or comma stays outside). */
function inline(line: string): string {
  return line
    .split(/(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escHtml(part)}" style="color:#1d4ed8">${escHtml(part)}</a>` : escHtml(part),
    )
    .join('');
}
