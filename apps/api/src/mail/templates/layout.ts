const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

interface EmailBody {
  projectName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Renders the shared email layout; every value is escaped here, so templates pass plain text. */
export function renderEmailHtml({ projectName, heading, paragraphs, action, footnote }: EmailBody): string {
  const text = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1c7ed6;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      text(`Or paste this link into your browser: ${action.url}`)
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-weight:bold;font-size:18px">${escapeHtml(projectName)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(text),
    button,
    footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#555b66">${escapeHtml(footnote)}</p>` : '',
    '</div></body></html>',
  ].join('');
}

/** Renders the plain-text part with the same content. */
export function renderEmailText({ projectName, heading, paragraphs, action, footnote }: EmailBody): string {
  return [
    projectName,
    '',
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote] : []),
  ].join('\n');
}
