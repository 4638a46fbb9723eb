// How Sherehe names a person to others who do not know them (a review's author, a customer in a vendor's inbox):
// "Amina Juma Mushi" shows as "Amina M.", enough to be a person, not enough to be found.
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
