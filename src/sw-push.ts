/** A push message's payload, as the server sends it: what the notification says and where it leads. */
export interface PushNotice {
  title: string;
  body: string;
  link: string;
  tag?: string;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The notice a push payload (JSON) describes, or null when it is not one: nothing else is shown. */
export function notificationOf(payload: string | undefined): PushNotice | null {
  if (!payload) return null;
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, link, tag } = data as Record<string, unknown>;
  if (!isText(title, 200) || typeof body !== 'string' || body.length > 2000 || !isText(link, 2000))
    return null;
  if (tag !== undefined && !isText(tag, 200)) return null;
  return tag === undefined ? { title, body, link } : { title, body, link, tag };
}
