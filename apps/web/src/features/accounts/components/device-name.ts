// "Chrome on Android" from a User-Agent header: enough for someone to recognise their own phone or laptop.

const browsers: [RegExp, string][] = [
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Edg\//i, 'Edge'],
  [/Firefox\//i, 'Firefox'],
  [/Chrome\/|CriOS/i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

function first(list: [RegExp, string][], userAgent: string): string | null {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** Browser and system when recognised; null when nothing is (the caller says "Unknown device"). */
export function deviceName(
  userAgent: string | null,
): { browser: string | null; system: string | null } | null {
  if (!userAgent) return null;
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  return browser || system ? { browser, system } : null;
}
