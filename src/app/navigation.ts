// Navigation from outside React (the HTTP layer logging out, login finishing): the router registers its
// navigate function here once mounted; before that, a full page load does the job.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

export function registerNavigate(navigate: Navigate | null): void {
  current = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (current) current(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The path the user is on, with query and hash: what a redirect back should restore. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
