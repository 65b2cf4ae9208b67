import { createContext } from 'react';

/** A device's push subscription as the server stores it (PushSubscription.toJSON()). */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The browser's push: whether it can, what the person allowed, and this device's subscription.
 * Wrapped so that stories (and a browser without it) can stand in for it.
 */
export interface PushDevice {
  supported(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** This device's subscription, or null when push is off here. */
  current(): Promise<DeviceSubscription | null>;
  subscribe(publicKey: string): Promise<DeviceSubscription>;
  unsubscribe(): Promise<void>;
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

const asDevice = (s: PushSubscription): DeviceSubscription => {
  const json = s.toJSON();
  return { endpoint: s.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
};

const registration = () => navigator.serviceWorker.ready;

const browserPushDevice: PushDevice = {
  supported: () =>
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window &&
    'serviceWorker' in navigator,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    // Without a registered worker (not yet, or a development build) push is off here: `ready`
    // would wait for one for ever, and the panel with it.
    const registered = await navigator.serviceWorker.getRegistration();
    const s = registered ? await registered.pushManager.getSubscription() : null;
    return s ? asDevice(s) : null;
  },
  async subscribe(publicKey) {
    const s = await (
      await registration()
    ).pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return asDevice(s);
  },
  async unsubscribe() {
    await (await registration()).pushManager.getSubscription().then((s) => s?.unsubscribe());
  },
};

/** The push of this browser; stories provide a stand-in. */
export const PushDeviceContext = createContext<PushDevice>(browserPushDevice);
