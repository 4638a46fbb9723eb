// Which push endpoints the server will post to. The server posts to whatever a signed-in person registers, so only the
// browsers' own push services are taken (Chrome's FCM, Mozilla's autopush, Apple's, Windows'), over https on the
// standard port: a name that merely looks public may resolve to this machine or a private network (SSRF), and an
// allow-list does not depend on DNS. Tests and development may allow http://127.0.0.1 (a local push-service fake).
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const PUSH_SERVICE_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

export function acceptsPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'http:') return allowLocal && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
