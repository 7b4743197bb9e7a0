// Where the server may post a family's push notifications. The endpoint comes from the family's browser, so the
// server would send an HTTP request to any address a family typed in: inside the school's network, the cloud's
// metadata service, localhost. Only the browsers' push services are reached, over https.

/** The push services of the browsers families use (Chrome/Edge/Android: FCM; Firefox; Safari/iOS; Windows). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

const isServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));

/**
 * Whether a push subscription's endpoint may be registered: https on a browser's push service (its subdomains
 * too: Windows' `wns2-….notify.windows.com`), or any URL when the server allows it (tests' local receiver).
 */
export function isPushServiceEndpoint(endpoint: string, allowAny = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowAny) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' && url.port === '' && !url.username && isServiceHost(url.hostname.toLowerCase())
  );
}
