// A page's code that fails to download (a dropped connection, or a release that replaced the old files) is asked
// for once more; if it still fails and the server now serves a different build, the page reloads into that build,
// once per build (sessionStorage remembers it, so a broken release cannot reload in a loop). Only then does the
// failure reach the router's error screen.

const RELOADED_KEY = 'sherehe.reloadedForBuild';

/** The entry script of a page's HTML: it names the build (Vite puts a content hash in it). */
function entryScriptOf(html: string): string | null {
  const match = html.match(/<script[^>]*type="module"[^>]*src="([^"]+)"/);
  return match?.[1] ?? null;
}

function currentEntryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}

/** The build the server serves now, when it differs from this page's; null when the same or unknown. */
async function newerBuild(): Promise<string | null> {
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!response.ok) return null;
    const served = entryScriptOf(await response.text());
    const current = currentEntryScript();
    return served && current && new URL(served, window.location.href).pathname !== current ? served : null;
  } catch {
    return null;
  }
}

export async function importWithRetry<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (failure) {
      const build = await newerBuild();
      if (build && sessionStorage.getItem(RELOADED_KEY) !== build) {
        sessionStorage.setItem(RELOADED_KEY, build);
        window.location.reload();
        // The page is going away: never settle, so no error screen flashes before the reload.
        return new Promise<Module>(() => {});
      }
      throw failure;
    }
  }
}
