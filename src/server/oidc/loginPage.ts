/*
 * The single sign-on provider's own pages: plain HTML with one external stylesheet and no
 * inline script or style, so they pass a Content-Security-Policy without 'unsafe-inline'.
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The stylesheet every page links (served at `<base>/static/provider.css`). */
export const PROVIDER_CSS = `body{font-family:system-ui,sans-serif;background:#f3f5f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);padding:32px;width:320px}
h1{font-size:1.4rem;margin:0 0 8px}p{margin:0 0 16px;color:#333}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #888;border-radius:4px}
button{margin-top:20px;width:100%;padding:10px;font-size:1rem;border:0;border-radius:4px;background:#0b57d0;color:#fff;cursor:pointer}
.error{color:#b3261e;font-weight:600}a{display:inline-block;margin-top:16px;color:#0b57d0}`;

function page(base: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Certificare</title>
<link rel="stylesheet" href="${escapeHtml(base)}/static/provider.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The identity provider's sign-in form for interaction `uid`; `error` is shown above it. */
export function loginPage({ base, uid, username = '', error }: { base: string; uid: string; username?: string; error?: string }): string {
  const action = `${base}/interaction/${encodeURIComponent(uid)}`;
  return page(
    base,
    'Entrar',
    `<h1>Certificare - acesso único</h1>
<p>Entre com seu usuário de acesso.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}/login">
<label for="username">Usuário</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(username)}">
<label for="password">Senha</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button>
</form>
<a href="${escapeHtml(action)}/abort">Cancelar</a>`,
  );
}

/** A page with a title and a message (errors, logout confirmation, signed out). */
export function messagePage({ base, title, message, form = '' }: { base: string; title: string; message: string; form?: string }): string {
  return page(base, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${form}`);
}
