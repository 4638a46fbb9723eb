// Passwords people pick first: refused, since they fall to the first guesses of any attacker. The list (about
// 49,000, most frequent first) ships with @zxcvbn-ts/language-common; it is loaded on first use, not at start.
let common: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
