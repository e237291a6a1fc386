// Deployment settings, read before the app starts. apiUrl: '/api' serves the demo API of
// `npm start`; point it at a real backend (e.g. 'https://host/api') without rebuilding.
// environment: 'production' links the mobile-app buttons to the store (appStoreUrl); any other value
// downloads <appName>-<environment>-v<appVersion>.apk from the API (GET app/<environment>/<appVersion>).
window.ADMIN_CONFIG = { apiUrl: '/api', environment: 'demo' };
