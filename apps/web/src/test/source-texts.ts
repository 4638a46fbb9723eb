// The web app's source files as text, keyed by their path from src/ written as '../lib/paths.ts' (Vite names the
// files of test/ itself './x.ts'): what tests that hold the whole app to a rule read (lib/paths.test.ts,
// lib/declared-calls.test.ts).
export const sourceTexts: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ).map(([file, source]) => [file.replace(/^\.\//, '../test/'), source]),
);
