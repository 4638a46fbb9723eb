// Which push endpoints the server will post to. Browsers give https addresses of their push service (FCM, Mozilla,
// Apple, Windows); the server posts to whatever a signed-in person registers, so anything else is refused: another
// scheme, credentials in the address, and hosts that name this machine or a private network by themselves (IP
// literals, localhost, single labels). Tests and development may allow http://127.0.0.1 (a local push-service fake).
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'];

export function acceptsPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'http:') return allowLocal && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[') || IPV4.test(host) || !host.includes('.') || host === 'localhost') return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
