import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

// Issue 17, point 2: the login form painted from the HTML itself. At build time the signed-out page
// (src/login/prerender.tsx) is rendered to a string and put into index.html's #root; main.tsx hydrates it, and
// public/login-gate.js keeps it working (and hides it where it does not fit) until then.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = '/src/login/prerender.tsx';

/** The login page's markup, rendered by a throwaway Vite server in SSR mode (the client's own sources). */
export async function renderLogin(root = ROOT): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = (await server.ssrLoadModule(ENTRY)) as { renderLoginPage: () => string };
    return mod.renderLoginPage();
  } finally {
    await server.close();
  }
}

/**
 * Puts `markup` into `<div id="root">` of `html`. The e-mail field gets the browser's own `autofocus` (React's
 * renderer leaves autoFocus out of HTML).
 */
export function injectLogin(html: string, markup: string): string {
  const empty = '<div id="root"></div>';
  if (!html.includes(empty))
    throw new Error('prerender-login: <div id="root"></div> not found in index.html');
  const focused = markup.replace(/<input([^>]*\sname="email")/, '<input autofocus=""$1');
  return html.replace(empty, `<div id="root">${focused}</div>`);
}

/** The Vite plugin: at build, index.html leaves with the login form in it (then compressed like the rest). */
export function prerenderLogin(): Plugin {
  let root = ROOT;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => injectLogin(html, await renderLogin(root)),
    },
  };
}
