// Deployment settings, read before the app starts. apiUrl: '/api' serves the demo API of
// `npm start`; point it at a real backend (e.g. 'https://host/api') without rebuilding.
// environment: 'production' links the login page's mobile-app button to the store; any other value
// downloads the app file from app/ beside index.html.
window.ADMIN_CONFIG = { apiUrl: '/api', environment: 'demo' };
