type Operation = { summary?: string; tags?: string[]; 'x-permission'?: unknown };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function permissionText(auth: unknown): string {
  if (auth === 'public') return 'public';
  if (auth === 'session') return 'signed in';
  const { menu, button } = auth as { menu: string; button?: string };
  return button ? `${menu} + ${button}` : menu;
}

/**
 * The interactive reference (Swagger UI from the package's own files, so it works offline) over a plain
 * list of the endpoints by domain, which stays readable where scripts do not run.
 */
export function renderDocsPage(document: { paths: Record<string, Record<string, Operation>> }): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      const row = `<tr><td class="m ${method}">${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml(permissionText(op['x-permission']))}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, rows]) =>
        `<h2>${escapeHtml(tag)}</h2><table><thead><tr><th>method</th><th>path</th><th>what</th><th>permission</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PMC admin API</title>
<link rel="stylesheet" href="/api-docs/ui/assets/swagger-ui.css">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}
td,th{border-bottom:1px solid #eee;padding:4px 8px;text-align:left}.m{font-weight:600;width:5rem}.get{color:#1890ff}.post{color:#52c41a}
.put{color:#fa8c16}.delete{color:#f5222d}code{font-size:13px}</style></head><body><div id="swagger-ui"><h1>PMC admin API</h1>
<p>Machine-readable OpenAPI 3.1: <a href="/api-docs">/api-docs</a>. Every answer is the envelope <code>{code, msg, data}</code>.</p>
${sections}</div><script src="/api-docs/ui/assets/swagger-ui-bundle.js"></script><script src="/api-docs/ui/start.js"></script></body></html>`;
}
