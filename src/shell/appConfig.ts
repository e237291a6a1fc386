/** Settings a deployment may change without a rebuild: edit `config.js` beside index.html. */
export interface AppConfig {
  /** API root: `/api` (the demo, same origin) or a real backend's URL. */
  apiUrl: string;
}

declare global {
  interface Window {
    ADMIN_CONFIG?: Partial<AppConfig>;
  }
}

export function readAppConfig(): AppConfig {
  const fromWindow = typeof window === 'undefined' ? undefined : window.ADMIN_CONFIG;
  return { apiUrl: fromWindow?.apiUrl ?? import.meta.env.VITE_API_URL ?? '/api' };
}
