/** Google Identity Services, loaded from Google only when a user asks to sign in with Google. */
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  prompt(listener?: (notification: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let loading: Promise<GoogleId> | null = null;

function loadScript(): Promise<GoogleId> {
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google sign-in did not start'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The e-mail inside a Google ID token (the server verifies the token itself). */
export function emailOfIdToken(token: string): string | null {
  try {
    const payload = JSON.parse(
      atob((token.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/')),
    ) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email : null;
  } catch {
    return null;
  }
}

/** Asks Google for an ID token (the implicit flow, scopes openid profile email). */
export async function requestGoogleIdToken(clientId: string): Promise<string> {
  const id = await loadScript();
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      callback: (response) =>
        response.credential ? resolve(response.credential) : reject(new Error('No credential')),
    });
    id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment())
        reject(new Error('Google sign-in was closed'));
    });
  });
}
