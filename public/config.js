// Deployment settings, read before the app starts. apiUrl: '/api' serves the demo API of
// `npm start`; point it at a real backend (e.g. 'https://host/api') without rebuilding.
window.ADMIN_CONFIG = { apiUrl: '/api' };
