// The Chromium the journeys launch, both from Debian. The headless shell (package chromium-headless-shell) is Chromium
// without the desktop browser's windowing and compositor: it did the same journeys with half the CPU (decision 025).
// The full browser stays for what only it has: the Notification permission a context grants or denies.
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** Every journey's browser: the headless shell where it is installed, else Chromium (or CHROMIUM_PATH when set). */
export const journeyBrowser: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath),
  args,
};

/** The full browser, for the journeys that need its Notification permission (notifications.spec.ts). */
export const fullChromium: LaunchOptions = { executablePath: fullChromiumPath, args };
