/** The dev server's custom events by which a page asks which check of the entity files is current. */
export const REGISTRY_GENERATION_QUESTION = 'admin-registry:generation?';
export const REGISTRY_GENERATION_ANSWER = 'admin-registry:generation';
/** This tab's session storage: the generation the page last reloaded for. */
const RELOADED_FOR_KEY = 'admin-registry:reloaded-for';

/**
 * Code the registry module carries under the dev server: once its page is connected (and
 * again after a reconnection) it asks which check of the entity files is current, and reloads
 * the page when it was built from an older one. A file changed while the page was loading
 * sends its reload to no page, which would otherwise keep showing the faults it fixed.
 */
export function staleRegistryReloadCode(generation: number): string {
  const question = JSON.stringify(REGISTRY_GENERATION_QUESTION);
  const answer = JSON.stringify(REGISTRY_GENERATION_ANSWER);
  const reloadedKey = JSON.stringify(RELOADED_FOR_KEY);
  // Once per generation: a page served an old module again is left as it is, not reloaded in a loop.
  return `if (import.meta.hot) {
  const askGeneration = () => import.meta.hot.send(${question});
  import.meta.hot.on(${answer}, (current) => {
    if (current === ${generation}) return;
    try {
      if (sessionStorage.getItem(${reloadedKey}) === String(current)) return;
      sessionStorage.setItem(${reloadedKey}, String(current));
    } catch {}
    location.reload();
  });
  import.meta.hot.on('vite:ws:connect', askGeneration);
  askGeneration();
}`;
}
